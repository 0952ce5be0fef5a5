/// Parses the arguments of `Device` and `Admin`, the commands that change the simulated world.
struct TapeWorldParser {
  /// The line being parsed, for errors and value helpers.
  let parser: TapeLineParser

  /// `Device property value`.
  func device(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> DeviceChange {
    let property = try word(head, arguments, DeviceChange.properties, "a property")
    guard arguments.count >= 2 else {
      throw parser.error(arguments[0].column, "Device \(property) needs a value")
    }
    if arguments.count > 2 { throw parser.unexpected(arguments[2], "Device \(property) value") }
    let value = arguments[1]
    switch property {
    case "jailbroken": return .jailbroken(try parser.bool(value))
    case "online": return .online(try parser.bool(value))
    case "os": return .os(try parser.text(value))
    case "model": return .model(try parser.text(value))
    default:
      let level = try parser.text(value)
      guard DeviceChange.threatLevels.contains(level) else {
        throw parser.error(
          value.column, "\"\(level)\" is not a threat level",
          parser.suggestion(level, DeviceChange.threatLevels)
            ?? .note("use " + DeviceChange.threatLevels.joined(separator: ", ")))
      }
      return .threat(level)
    }
  }

  /// `Admin action ...`.
  func admin(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> AdminAction {
    let action = try word(head, arguments, AdminAction.names, "an action")
    let rest = Array(arguments.dropFirst())
    let actionHead = TapeCommandHead("Admin \(action)", column: arguments[0].column)
    switch action {
    case "checkin":
      if let extra = rest.first { throw parser.unexpected(extra, "Admin checkin") }
      return .checkIn
    case "policy":
      guard rest.count >= 2 else {
        throw parser.error(
          arguments[0].column, "Admin policy needs a setting name and a value",
          .note("for example: Admin policy \"pinRequired\" false"))
      }
      if rest.count > 2 { throw parser.unexpected(rest[2], "Admin policy \"name\" value") }
      let property = try parser.quoted(rest[0], "the policy setting")
      return .policy(property: property, value: try value(rest[1]))
    default:
      let upn = try parser.quoted(try parser.only(actionHead, rest, "a user"), "the user")
      switch action {
      case "wipe": return .wipe(upn: upn)
      case "disable": return .disable(upn: upn)
      default: return .enable(upn: upn)
      }
    }
  }

  private func word(
    _ head: TapeCommandHead, _ arguments: [TapeToken], _ known: [String], _ what: String
  ) throws(TapeDiagnostic) -> String {
    guard let token = arguments.first, case .word(let word) = token.kind else {
      throw parser.error(
        arguments.first?.column ?? head.column, "\(head.name) needs \(what)",
        .note("one of: " + known.joined(separator: ", ")))
    }
    guard known.contains(word) else {
      throw parser.error(
        token.column, "\(head.name) has no \(what) \"\(word)\"",
        parser.suggestion(word, known) ?? .note("one of: " + known.joined(separator: ", ")))
    }
    return word
  }

  private func value(_ token: TapeToken) throws(TapeDiagnostic) -> AdminValue {
    switch token.kind {
    case .string(let text): return .string(text)
    case .word("true"): return .bool(true)
    case .word("false"): return .bool(false)
    case .word(let word) where Self.isNumber(word):
      if let number = Double(word) { return .number(number) }
    default: break
    }
    throw parser.error(
      token.column, "\(token.written) is not true, false or a number",
      .note("put text values in quotes"))
  }

  private static func isNumber(_ word: String) -> Bool {
    let digits = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    return (1...2).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
