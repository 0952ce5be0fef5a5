import MDXEngine

/// The Citrix words of the tape vocabulary: `Mdx Admin ACTION`, `Mdx Hub install|remove|signOff`,
/// `Mdx Vault` instance calls and class methods, `Mdx App` for the other apps' sessions, and the
/// calls `Expect Mdx` may ask about.
enum MDXTapeLine {
  /// `Mdx Admin` actions by their tape name.
  static let adminActions: [String: MDXAdminAction] = [
    "appLock": .appLock, "appUnlock": .appUnlock, "appWipe": .appWipe, "appUnwipe": .appUnwipe,
  ]
  /// `Mdx Hub` actions by their tape name.
  static let hubActions: [String: MDXEvent] = [
    "install": .installSecureHub, "remove": .removeSecureHub, "signOff": .signOffFromHub,
  ]

  /// `Mdx Vault` calls without an argument, by their tape name.
  static let vaultCalls: [String: MDXVaultCall] = [
    "create": .create, "load": .load, "sync": .synchronize, "forceSync": .forceSynchronize,
    "delete": .delete, "damage": .damage,
  ]

  /// The tape line that makes `event`, for the events a tape can write.
  static func line(for event: MDXEvent) -> String? {
    if case .otherApp(let role, let action) = event {
      return "Mdx App \(role.rawValue) \(action.rawValue)"
    }
    if case .vaultClass(let role, let call) = event {
      let name: String
      switch call {
      case .get: name = "get"
      case .save(let items): name = "save " + TapeQuoting.quoted(vaultJSON(items))
      case .delete: name = "delete"
      }
      return "Mdx Vault \(role.rawValue) class \(name)"
    }
    if case .vault(let role, let call) = event {
      let name: String
      if case .update(let items) = call {
        name = "update " + TapeQuoting.quoted(vaultJSON(items))
      } else {
        name = vaultCalls.first(where: { $0.value == call })?.key ?? "load"
      }
      return "Mdx Vault \(role.rawValue) \(name)"
    }
    if case .admin(let action) = event,
      let name = adminActions.first(where: { $0.value == action })?.key
    {
      return "Mdx Admin \(name)"
    }
    return hubActions.first(where: { $0.value == event }).map { "Mdx Hub \($0.key)" }
  }

  /// `items` as the JSON object an update line carries, keys in order.
  static func vaultJSON(_ items: [String: String]) -> String {
    func quoted(_ text: String) -> String {
      var out = "\""
      for character in text {
        switch character {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.append(character)
        }
      }
      return out + "\""
    }
    let pairs = items.keys.sorted().map { "\(quoted($0)): \(quoted(items[$0] ?? ""))" }
    return "{" + pairs.joined(separator: ", ") + "}"
  }
}
