/// The shared keychain vault: the apps on the phone calling their vault instances.
extension MDXEngine {
  /// `role` makes `call`. The scenario's app calls only from its own screen (running, active);
  /// the other two apps' own MDX sessions are not modelled, so they may call at any time.
  static func vault(
    _ state: inout MDXState, _ role: MDXVaultRole, _ call: MDXVaultCall,
    _ effects: inout [MDXEffect]
  ) {
    if role == .app, state.phase != .running || state.lifecycle != .active { return }
    let setup = state.configuration.vault
    var instance = state.vaults[role] ?? setup.instance(for: role)
    var keychain = state.vaultKeychain
    switch call {
    case .create:
      instance = setup.instance(for: role)
      instance.vaultData = [:]
      instance.synchronize(&keychain)
    case .load: instance.load(from: keychain)
    case .update(let items): instance.update(items, &keychain)
    case .synchronize: instance.synchronize(&keychain)
    case .forceSynchronize: instance.forceSynchronize(&keychain)
    case .delete: instance.delete(&keychain)
    case .damage:
      keychain.vaults[instance.place]?.readable = false
    }
    state.vaults[role] = instance
    if keychain != state.vaultKeychain {
      let place = instance.place
      state.vaultKeychain = keychain
      effects.append(.vaultStored(place, keychain.vaults[place]))
    }
  }
}
