/// What one check found: a pass, or a problem with where it is and the lines that fix it.
public struct IntegrationFinding: Equatable, Sendable {
  /// What was checked.
  public var kind: IntegrationCheckKind
  /// Pass, missing, wrong, or a note.
  public var status: IntegrationStatus
  /// How serious a problem is (a pass is a note).
  public var severity: Diagnostic.Severity
  /// The file the finding is about, as the user named it.
  public var file: String
  /// The 1-based line, when known: the key or the element, or the dictionary a key is missing from.
  public var line: Int?
  /// Where in the document: `IntuneMAMSettings.ADALClientId`, `LSApplicationQueriesSchemes`.
  public var keyPath: String
  /// What was found, as a sentence `IntegrationText` words in the user's language.
  public var reason: IntegrationMessage
  /// The property-list lines to add, as they would be written (empty when nothing is to be added).
  public var addLines: [String]
  /// The property-list lines to write in place of the value at `line`, for a key that is
  /// there with a wrong value (empty when no value is to be changed); then `addLines` is empty,
  /// as adding the key again would write it twice.
  public var changeLines: [String] = []
  /// The scheme, group or key the finding is about, when it is about one (`msauthv2`).
  public var subject: String?

  /// Creates a finding.
  public init(
    _ kind: IntegrationCheckKind, _ status: IntegrationStatus,
    severity: Diagnostic.Severity = .error, file: String, line: Int? = nil, keyPath: String,
    message: IntegrationMessage, addLines: [String] = [], subject: String? = nil
  ) {
    self.kind = kind
    self.status = status
    self.severity = status == .pass || status == .note ? .note : severity
    self.file = file
    self.line = line
    self.keyPath = keyPath
    self.reason = message
    self.addLines = addLines
    self.subject = subject
  }

  /// The finding for `entry`, there with a wrong value: at the value's line, with `lines` (the
  /// key's lines as `addLines` would give them) changing the value rather than adding the key.
  func changing(_ entry: PlistEntry?, with lines: [String]) -> IntegrationFinding {
    guard let entry else { return self }
    var changed = self
    changed.line = entry.value.line ?? entry.keyLine ?? line
    changed.addLines = []
    changed.changeLines = Array(lines.dropFirst())
    return changed
  }

  /// The finding for a value at `line` that is wrong, with `lines` to write in its place
  /// rather than beside it (a group's corrected name in place of the group).
  func changing(to lines: [String]) -> IntegrationFinding {
    var changed = self
    changed.addLines = []
    changed.changeLines = lines
    return changed
  }

  /// The finding for `entry`, an array that is to hold `items` (their lines), when it is there:
  /// at the value's line, the items added inside an array written with its closing tag, else
  /// the value changed to an array of them (`<array/>`, a string), so the key is never added
  /// twice.
  func filling(_ entry: PlistEntry?, with items: [String]) -> IntegrationFinding {
    guard let entry else { return self }
    var filled = self
    filled.line = entry.value.line ?? entry.keyLine ?? line
    if entry.value.elements != nil, entry.value.span?.closingTag != nil {
      filled.addLines = items
      filled.changeLines = []
    } else {
      filled.addLines = []
      filled.changeLines = ["<array>"] + items + ["</array>"]
    }
    return filled
  }

  /// The guide step it comes from.
  public var step: IntegrationStep { kind.step }
}
