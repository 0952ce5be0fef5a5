import SessionEngine

/// Parses the arguments of `Device` and `Admin`, the commands that change the simulated world,
/// into the engine's own `DeviceChange` and `AdminChange` (written back by `WorldChange.tapeLine`).
struct TapeWorldParser {
  /// The line being parsed, for errors and value helpers.
  let parser: TapeLineParser

  /// `Device property value` (`Device biometricEnrolled` takes none).
  func device(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> DeviceChange {
    let property = try word(head, arguments, WorldChange.deviceProperties, "property")
    if property == "biometricEnrolled" {
      if arguments.count > 1 { throw parser.unexpected(arguments[1], "Device biometricEnrolled") }
      return .biometricEnrolled
    }
    guard arguments.count >= 2 else {
      throw parser.error(arguments[0].column, "Device \(property) needs a value")
    }
    if arguments.count > 2 { throw parser.unexpected(arguments[2], "Device \(property) value") }
    let value = arguments[1]
    switch property {
    case "jailbroken": return .jailbroken(try parser.bool(value))
    case "online": return .online(try parser.bool(value))
    case "biometricMatches": return .biometricMatches(try parser.bool(value))
    case "managedBrowser": return .managedBrowserInstalled(try parser.bool(value))
    case "locked": return .locked(try parser.bool(value))
    case "os":
      // One that is not a version would turn the policy's OS rules off without a word.
      let version = try parser.text(value)
      guard VersionNumber(version) != nil else {
        throw parser.error(
          value.column, "\"\(Excerpt.of(version))\" is not an iOS version",
          .note("write a dotted version such as 17.5"))
      }
      return .osVersion(version)
    case "model": return .model(try parser.text(value))
    case "app":
      let place = try parser.text(value)
      guard place == "background" || place == "foreground" else {
        throw parser.error(
          value.column, "\"\(place)\" is not where an app can be",
          parser.suggestion(place, ["background", "foreground"])
            ?? .note("use background or foreground"))
      }
      return .appInBackground(place == "background")
    default:
      let name = try parser.text(value)
      guard let level = ThreatLevel(rawValue: name) else {
        throw parser.error(
          value.column, "\"\(name)\" is not a threat level",
          parser.suggestion(name, ThreatLevel.names)
            ?? .note("use " + ThreatLevel.names.joined(separator: ", ")))
      }
      return .threatLevel(level)
    }
  }

  /// `Admin action ...`; `Admin policy "name" value` may end with `in "policy"`.
  func admin(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> AdminChange {
    let action = try word(head, arguments, WorldChange.adminActions, "action")
    let rest = Array(arguments.dropFirst())
    let actionHead = TapeCommandHead("Admin \(action)", column: arguments[0].column)
    switch action {
    case "checkin":
      if let extra = rest.first { throw parser.unexpected(extra, "Admin checkin") }
      return .checkInNow
    case "unassign":
      if rest.count > 1 { throw parser.unexpected(rest[1], "Admin unassign [\"policy\"]") }
      return .unassignPolicy(
        try rest.first.map { token throws(TapeDiagnostic) in
          try parser.quoted(token, "the policy's name or id")
        })
    case "policy":
      guard rest.count >= 2 else {
        throw parser.error(
          arguments[0].column, "Admin policy needs a setting name and a value",
          .note("for example: Admin policy \"pinRequired\" false"))
      }
      let usage = "Admin policy \"name\" value [in \"policy\"]"
      var policy: String?
      if rest.count > 2 {
        guard case .word("in") = rest[2].kind else { throw parser.unexpected(rest[2], usage) }
        guard rest.count > 3 else {
          throw parser.error(
            rest[2].column, "Admin policy … in needs the policy's name or id",
            .note("for example: in \"Pilot policy\""))
        }
        if rest.count > 4 { throw parser.unexpected(rest[4], usage) }
        policy = try parser.quoted(rest[3], "the policy's name or id")
      }
      let property = try parser.quoted(rest[0], "the policy setting")
      return .editPolicy(PolicyEdit(policy: policy, property: property, value: try value(rest[1])))
    default:
      let upn = try parser.quoted(try parser.only(actionHead, rest, "a user"), "the user")
      switch action {
      case "wipe": return .selectiveWipe(upn: upn)
      case "disable": return .setAccountEnabled(upn: upn, enabled: false)
      default: return .setAccountEnabled(upn: upn, enabled: true)
      }
    }
  }

  /// The first of `arguments`, one of the `known` words; `what` names one (`property`).
  private func word(
    _ head: TapeCommandHead, _ arguments: [TapeToken], _ known: [String], _ what: String
  ) throws(TapeDiagnostic) -> String {
    guard let token = arguments.first, case .word(let word) = token.kind else {
      let article = what.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      throw parser.error(
        arguments.first?.column ?? head.column, "\(head.name) needs \(article) \(what)",
        .note("one of: " + known.joined(separator: ", ")))
    }
    guard known.contains(word) else {
      throw parser.error(
        token.column, "\(head.name) has no \(what) \"\(word)\"",
        parser.suggestion(word, known) ?? .note("one of: " + known.joined(separator: ", ")))
    }
    return word
  }

  private func value(_ token: TapeToken) throws(TapeDiagnostic) -> JSONValue {
    switch token.kind {
    case .string(let text):
      // A list is written as its JSON in quotes (`"[\"oneDriveForBusiness\"]"`), as
      // `WorldChange.tapeLine` writes it.
      if text.hasPrefix("["), let list = try? JSONDocument.parse(text).value, list.arrayValue != nil
      {
        return list
      }
      return .string(text)
    case .word("true"): return .bool(true)
    case .word("false"): return .bool(false)
    case .word("null"): return .null
    case .word(let word) where Self.isNumber(word):
      if let number = Double(word) { return .number(number) }
    default: break
    }
    throw parser.error(
      token.column, "\(token.written) is not true, false, null or a number",
      .note("put text values in quotes"))
  }

  private static func isNumber(_ word: String) -> Bool {
    let digits = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    return (1...2).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
