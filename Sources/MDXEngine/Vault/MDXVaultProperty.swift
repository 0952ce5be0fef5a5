/// What a tape or the vault screen can read of one app's vault instance, as text.
public enum MDXVaultProperty: String, Equatable, Hashable, Sendable, CaseIterable {
  /// `exists`.
  case exists
  /// `isAccessible`.
  case isAccessible
  /// `vaultData` (`nil`, or `{key: "value", ...}` in key order).
  case vaultData
  /// `loadedDataSequenceNumber` (`nil` before a load or write).
  case loadedDataSequenceNumber
  /// `lastError`: `nil`, or the error's code.
  case lastError
  /// What the app's last `getVaultDataFromVault` returned (`nil`, or the pairs in key order).
  case classData
  /// The error of the app's last class-method call: `nil`, or the error's code.
  case classError
  /// The calling app's session: `open`, `locked` or `wiped` (for the scenario's app, its own
  /// MDX session: open while a logon session is, or always in the unmanaged modes).
  case session

  /// The value `role`'s instance gives now in `state`.
  public func value(for role: MDXVaultRole, in state: MDXState) -> String {
    let instance = state.vaults[role] ?? state.configuration.vault.instance(for: role)
    switch self {
    case .exists: return String(instance.exists(in: state.vaultKeychain))
    case .isAccessible: return String(instance.isAccessible(in: state.vaultKeychain))
    case .vaultData: return instance.vaultData.map(Self.text) ?? "nil"
    case .loadedDataSequenceNumber:
      return instance.loadedDataSequenceNumber.map(String.init) ?? "nil"
    case .lastError: return instance.lastError.map { String($0.rawValue) } ?? "nil"
    case .classData: return state.vaultClassResults[role]?.data.map(Self.text) ?? "nil"
    case .classError:
      return state.vaultClassResults[role]?.error.map { String($0.rawValue) } ?? "nil"
    case .session: return Self.session(of: role, in: state)
    }
  }

  /// `open`, `locked` or `wiped`: the session of `role` in `state`.
  static func session(of role: MDXVaultRole, in state: MDXState) -> String {
    guard role == .app else {
      let session = state.otherSession(role)
      return session.wiped ? "wiped" : session.open ? "open" : "locked"
    }
    if state.wiped, state.configuration.mode == .managed { return "wiped" }
    let open = state.configuration.mode != .managed || state.sessionActive
    return open && MDXEngine.gate(state) == nil ? "open" : "locked"
  }

  /// `{a: "1", b: "2"}`: the pairs in key order, values quoted.
  public static func text(_ data: [String: String]) -> String {
    let pairs = data.keys.sorted().map { key in
      let value = (data[key] ?? "").flatMap { $0 == "\"" ? ["\\", "\""] : [$0] }
      return "\(key): \"\(String(value))\""
    }
    return "{" + pairs.joined(separator: ", ") + "}"
  }
}
