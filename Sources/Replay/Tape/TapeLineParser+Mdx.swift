import MDXEngine

/// Parsing the Citrix lines of a tape: `Mdx ...` and `Expect Mdx ...`.
extension TapeLineParser {
  /// `Mdx Admin ACTION` or `Mdx Hub ACTION`.
  func mdxAction(_ head: TapeCommandHead, _ arguments: [TapeToken]) throws(TapeDiagnostic)
    -> MDXEvent
  {
    let usage =
      "Mdx Admin appLock|appUnlock|appWipe|appUnwipe, Mdx Hub install|remove|signOff, or "
      + "Mdx Vault [app|companion|outsider] create|load|update JSON|sync|forceSync|delete|damage"
      + ", or Mdx Vault [app|companion|outsider] class get|save JSON|delete"
      + ", or Mdx App companion|outsider logon|lock|wipe|unwipe"
    if let first = arguments.first, case .word("Vault") = first.kind {
      return try vaultAction(first, Array(arguments.dropFirst()))
    }
    if let first = arguments.first, case .word("App") = first.kind {
      return try otherAppAction(first, Array(arguments.dropFirst()))
    }
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
        suggestion(group, ["Admin", "App", "Hub", "Vault"]) ?? .note("the command is: \(usage)"))
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
    if let first = arguments.first, case .word("vault") = first.kind {
      return try expectVault(first, Array(arguments.dropFirst()))
    }
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

  /// `Mdx Vault [APP] CALL [JSON]`.
  private func vaultAction(_ vault: TapeToken, _ arguments: [TapeToken]) throws(TapeDiagnostic)
    -> MDXEvent
  {
    let usage =
      "Mdx Vault [app|companion|outsider] create|load|update JSON|sync|forceSync|delete|damage"
      + ", or Mdx Vault [app|companion|outsider] class get|save JSON|delete"
    var rest = arguments
    let role = try vaultRole(&rest)
    guard let first = rest.first, case .word(let name) = first.kind else {
      throw error(vault.column, "Mdx Vault needs a call", .note("the command is: \(usage)"))
    }
    if name == "class" {
      return .vaultClass(role, try vaultClassCall(first, Array(rest.dropFirst())))
    }
    if name == "update" {
      guard rest.count >= 2 else {
        throw error(
          first.column, "Mdx Vault update needs the pairs to merge",
          .note("for example: Mdx Vault update '{\"c\": \"345\"}'"))
      }
      if rest.count > 2 { throw unexpected(rest[2], usage) }
      return .vault(role, .update(try vaultItems(rest[1])))
    }
    guard let call = MDXTapeLine.vaultCalls[name] else {
      let names = MDXTapeLine.vaultCalls.keys.sorted() + ["update"]
      throw error(
        first.column, "unknown Mdx Vault call \"\(name)\"",
        suggestion(name, names) ?? .note("the command is: \(usage)"))
    }
    if rest.count > 1 { throw unexpected(rest[1], usage) }
    return .vault(role, call)
  }

  /// `Mdx App companion|outsider ACTION`: the session of another MDX app on the phone.
  private func otherAppAction(_ app: TapeToken, _ arguments: [TapeToken]) throws(TapeDiagnostic)
    -> MDXEvent
  {
    let actions = MDXOtherAppAction.allCases.map(\.rawValue)
    let usage = "Mdx App companion|outsider " + actions.joined(separator: "|")
    guard let first = arguments.first, case .word(let name) = first.kind,
      let role = MDXVaultRole(rawValue: name), role != .app
    else {
      let column = arguments.first?.column ?? app.column
      throw error(
        column, "Mdx App needs the other app: companion or outsider",
        .note("the command is: \(usage)"))
    }
    guard arguments.count >= 2, case .word(let word) = arguments[1].kind else {
      throw error(
        first.column, "Mdx App \(name) needs an action", .note("the command is: \(usage)"))
    }
    guard let action = MDXOtherAppAction(rawValue: word) else {
      throw error(
        arguments[1].column, "unknown Mdx App action \"\(word)\"",
        suggestion(word, actions) ?? .note("the command is: \(usage)"))
    }
    if arguments.count > 2 { throw unexpected(arguments[2], usage) }
    return .otherApp(role, action)
  }

  /// `class get|save JSON|delete` after `Mdx Vault [APP]`: a class method of the vault.
  private func vaultClassCall(_ word: TapeToken, _ arguments: [TapeToken]) throws(TapeDiagnostic)
    -> MDXVaultClassCall
  {
    let usage = "Mdx Vault [app|companion|outsider] class get|save JSON|delete"
    guard let first = arguments.first, case .word(let name) = first.kind else {
      throw error(
        word.column, "Mdx Vault class needs a method", .note("the command is: \(usage)"))
    }
    switch name {
    case "get", "delete":
      if arguments.count > 1 { throw unexpected(arguments[1], usage) }
      return name == "get" ? .get : .delete
    case "save":
      guard arguments.count >= 2 else {
        throw error(
          first.column, "Mdx Vault class save needs the pairs to store",
          .note("for example: Mdx Vault class save '{\"a\": \"123\"}'"))
      }
      if arguments.count > 2 { throw unexpected(arguments[2], usage) }
      return .save(try vaultItems(arguments[1]))
    default:
      throw error(
        first.column, "unknown Mdx Vault class method \"\(name)\"",
        suggestion(name, ["delete", "get", "save"]) ?? .note("the command is: \(usage)"))
    }
  }

  /// The flat JSON object of `token`, as vault pairs.
  private func vaultItems(_ token: TapeToken) throws(TapeDiagnostic) -> [String: String] {
    switch MDXVaultItems.parse(try text(token)) {
    case .success(let items): return items
    case .failure(let why): throw error(token.column, why.message)
    }
  }

  /// `Expect Mdx vault [APP] PROPERTY VALUE`.
  private func expectVault(_ vault: TapeToken, _ arguments: [TapeToken]) throws(TapeDiagnostic)
    -> TapeCommand
  {
    let names = MDXVaultProperty.allCases.map(\.rawValue)
    let usage =
      "Expect Mdx vault [app|companion|outsider] " + names.joined(separator: "|") + " VALUE"
    var rest = arguments
    let role = try vaultRole(&rest)
    guard let first = rest.first, case .word(let name) = first.kind else {
      throw error(
        vault.column, "Expect Mdx vault needs a property", .note("the command is: \(usage)"))
    }
    guard let property = MDXVaultProperty(rawValue: name) else {
      throw error(
        first.column, "unknown vault property \"\(name)\"",
        suggestion(name, names) ?? .note("the command is: \(usage)"))
    }
    guard rest.count >= 2 else {
      throw error(
        first.column, "Expect Mdx vault \(name) needs a value", .note("the command is: \(usage)"))
    }
    if rest.count > 2 { throw unexpected(rest[2], usage) }
    return .expectMdxVault(role, property, value: try text(rest[1]))
  }

  /// Takes the app's name off the front of `arguments`, if there; the scenario's app otherwise.
  private func vaultRole(_ arguments: inout [TapeToken]) throws(TapeDiagnostic) -> MDXVaultRole {
    guard let first = arguments.first, case .word(let word) = first.kind,
      let role = MDXVaultRole(rawValue: word)
    else { return .app }
    arguments.removeFirst()
    return role
  }
}
