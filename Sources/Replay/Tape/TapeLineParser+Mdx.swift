import MDXEngine

/// Parsing the Citrix lines of a tape: `Mdx ...` and `Expect Mdx ...`.
extension TapeLineParser {
  /// `Mdx Admin ACTION` or `Mdx Hub ACTION`.
  func mdxAction(_ head: TapeCommandHead, _ arguments: [TapeToken]) throws(TapeDiagnostic)
    -> MDXEvent
  {
    let usage = "Mdx Admin appLock|appUnlock|appWipe|appUnwipe, or Mdx Hub install|remove|signOff"
    guard arguments.count == 2, case .word(let group) = arguments[0].kind,
      case .word(let name) = arguments[1].kind
    else {
      throw error(
        (arguments.first ?? TapeToken(kind: .word(""), column: head.column)).column,
        "Mdx needs a group and an action", .note("the command is: \(usage)"))
    }
    let table: [String: MDXEvent]
    switch group {
    case "Admin": table = MDXTapeLine.adminActions.mapValues { MDXEvent.admin($0) }
    case "Hub": table = MDXTapeLine.hubActions
    default:
      throw error(
        arguments[0].column, "unknown Mdx group \"\(group)\"",
        suggestion(group, ["Admin", "Hub"]) ?? .note("the command is: \(usage)"))
    }
    guard let event = table[name] else {
      throw error(
        arguments[1].column, "unknown Mdx \(group) action \"\(name)\"",
        suggestion(name, table.keys.sorted()) ?? .note("the command is: \(usage)"))
    }
    return event
  }

  /// `Expect Mdx CALL VALUE`, or `Expect Mdx getValueOfPolicy NAME VALUE`.
  func expectMdx(_ mdx: TapeToken, _ arguments: [TapeToken]) throws(TapeDiagnostic)
    -> TapeCommand
  {
    let usage = "Expect Mdx CALL VALUE, or Expect Mdx getValueOfPolicy NAME VALUE"
    guard let first = arguments.first, case .word(let call) = first.kind else {
      throw error(
        mdx.column, "Expect Mdx needs an MdxManager call",
        .note("for example: Expect Mdx isAppManaged true"))
    }
    guard MdxManager.calls.contains(call) else {
      throw error(
        first.column, "unknown MdxManager call \"\(call)\"",
        suggestion(call, MdxManager.calls)
          ?? .note("known calls: " + MdxManager.calls.joined(separator: ", ")))
    }
    let wanted = call == "getValueOfPolicy" ? 3 : 2
    guard arguments.count >= wanted else {
      throw error(
        first.column, "Expect Mdx \(call) needs a value", .note("the command is: \(usage)"))
    }
    if arguments.count > wanted { throw unexpected(arguments[wanted], usage) }
    let value = try text(arguments[wanted - 1])
    let policy = wanted == 3 ? try text(arguments[1]) : nil
    return .expectMdx(call: call, policy: policy, value: value)
  }
}
