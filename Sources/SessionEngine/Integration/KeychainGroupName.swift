/// A keychain access group as an entitlements file writes it: its team prefix, if any, the
/// group's name after it, and whether the two are written the way Xcode expands them.
///
/// Xcode replaces `$(AppIdentifierPrefix)` (also written `${AppIdentifierPrefix}`, or the
/// `TeamIdentifierPrefix` variable) with the team's ten-character id and a dot, so the name
/// follows the variable directly; a literal prefix is that id and its dot.
public struct KeychainGroupName: Equatable, Sendable {
  /// How the prefix is written.
  public enum Form: Equatable, Sendable {
    /// A team prefix, then the name.
    case prefixed
    /// No team prefix at all.
    case unprefixed
    /// A dot or a space between the prefix (which ends with its own dot) and the name.
    case gapAfterPrefix
    /// A prefix with no name after it.
    case prefixAlone
    /// A literal team id run into the name with no dot (`ABCDE12345com.x`).
    case missingDot(team: String)
    /// White space before or after the entry, which the keychain keeps as part of the name;
    /// `corrected` is the entry without it (its prefix written right too).
    case spacesAround(corrected: String)
  }

  /// The variables Xcode expands to the team id and a dot, in both spellings.
  public static let prefixVariables = [
    "$(AppIdentifierPrefix)", "${AppIdentifierPrefix}", "$(TeamIdentifierPrefix)",
    "${TeamIdentifierPrefix}",
  ]

  /// The entry as written.
  public var written: String
  /// The prefix as written (a variable, or `ABCDE12345.`), empty when there is none.
  public var prefix: String
  /// The group's name without its prefix (what the SDK's groups are compared with).
  public var name: String
  /// How the prefix is written.
  public var form: Form

  /// Reads the entry `written`.
  public init(_ written: String) {
    self.written = written
    let trimmed = String(
      written.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    if trimmed != written, !trimmed.isEmpty {
      let inner = KeychainGroupName(trimmed)
      prefix = inner.prefix
      name = inner.name
      form = .spacesAround(corrected: inner.corrected ?? trimmed)
      return
    }
    if let variable = Self.prefixVariables.first(where: { written.hasPrefix($0) }) {
      prefix = variable
      let rest = written.dropFirst(variable.count)
      name = String(rest.drop { $0 == "." || $0 == " " || $0 == "\t" })
      if rest.isEmpty || name.isEmpty {
        form = .prefixAlone
      } else {
        form = rest.count == name.count ? .prefixed : .gapAfterPrefix
      }
      return
    }
    let head = written.prefix(10)
    let isTeamID =
      head.count == 10 && head.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
    let rest = written.dropFirst(10)
    if isTeamID, rest.first == ".", rest.count > 1 {
      prefix = head + "."
      name = String(rest.dropFirst())
      form = .prefixed
    } else if isTeamID, head.contains(where: \.isNumber), head.contains(where: \.isLetter),
      let next = rest.first, next.isLetter, next.isLowercase
    {
      prefix = String(head)
      name = String(rest)
      form = .missingDot(team: String(head))
    } else {
      prefix = ""
      name = written
      form = .unprefixed
    }
  }

  /// Whether the group names a team's group as Xcode and the keychain expect.
  public var isWellPrefixed: Bool { form == .prefixed }

  /// The entry written right, keeping the user's prefix; nil when it is right already or
  /// there is no name to keep.
  public var corrected: String? {
    switch form {
    case .prefixed, .prefixAlone: nil
    case .unprefixed: IntegrationChecker.teamPrefix + name
    case .gapAfterPrefix: prefix + name
    case .missingDot(let team): team + "." + name
    case .spacesAround(let corrected): corrected
    }
  }
}
