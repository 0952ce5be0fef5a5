/// The shared keychain vault: the apps on the phone calling their vault instances.
extension MDXEngine {
  /// `role` makes `call`. The scenario's app calls only from its own screen (running, active);
  /// the other two apps only while their own session is open and not wiped.
  static func vault(
    _ state: inout MDXState, _ role: MDXVaultRole, _ call: MDXVaultCall,
    _ effects: inout [MDXEffect]
  ) {
    guard canCallVault(state, role) else { return }
    let setup = state.configuration.vault
    var instance = state.vaults[role] ?? setup.instance(for: role)
    var keychain = state.vaultKeychain
    switch call {
    case .create:
      instance = setup.instance(for: role)
      instance.open(keychain)
    case .load: instance.load(from: keychain)
    case .update(let items): instance.update(items, &keychain)
    case .synchronize: instance.synchronize(&keychain)
    case .forceSynchronize: instance.forceSynchronize(&keychain)
    case .delete: instance.delete(&keychain)
    case .damage:
      keychain.vaults[instance.place]?.readable = false
    }
    state.vaults[role] = instance
    store(&state, keychain, at: instance.place, &effects)
  }

  /// `role` calls a class method of the vault, naming the setup's vault and access group with
  /// the groups it holds; the result is kept apart from its instance, which is not touched.
  static func vaultClass(
    _ state: inout MDXState, _ role: MDXVaultRole, _ call: MDXVaultClassCall,
    _ effects: inout [MDXEffect]
  ) {
    guard canCallVault(state, role) else { return }
    let setup = state.configuration.vault
    let place = MDXVaultKeychain.Place(accessGroup: setup.accessGroup, name: setup.name)
    let groups = setup.groups(of: role)
    var keychain = state.vaultKeychain
    var result = MDXVaultClassResult()
    switch call {
    case .get:
      switch keychain.vaultData(at: place, groups: groups) {
      case .success(let data): result.data = data
      case .failure(let error): result.error = error
      }
    case .save(let data): result.error = keychain.save(data, at: place, groups: groups)
    case .delete: result.error = keychain.delete(at: place, groups: groups)
    }
    state.vaultClassResults[role] = result
    store(&state, keychain, at: place, &effects)
  }

  /// Whether `role` may call the vault now: the scenario's app only from its own screen, the
  /// others while their session is open.
  public static func canCallVault(_ state: MDXState, _ role: MDXVaultRole) -> Bool {
    guard role == .app else { return state.otherSession(role).canCallVault }
    return state.phase == .running && state.lifecycle == .active
  }

  /// The session of the other app `role` changes; nothing happens for the scenario's app.
  static func otherApp(_ state: inout MDXState, _ role: MDXVaultRole, _ action: MDXOtherAppAction) {
    guard role != .app else { return }
    var session = state.otherSession(role)
    switch action {
    case .logon:
      let hubReady = state.secureHubInstalled && state.enrolledUser != nil
      guard !session.wiped, hubReady, !state.adminLocked, !state.wiped else { return }
      session.open = true
    case .lock: session.open = false
    case .wipe:
      session.wiped = true
      session.open = false
      state.vaults[role] = nil
      state.vaultClassResults[role] = nil
    case .unwipe: session.wiped = false
    }
    state.otherSessions[role] = session == MDXOtherAppSession() ? nil : session
  }

  /// Takes `keychain` as the phone's, with an effect when the vault at `place` changed.
  private static func store(
    _ state: inout MDXState, _ keychain: MDXVaultKeychain, at place: MDXVaultKeychain.Place,
    _ effects: inout [MDXEffect]
  ) {
    guard keychain != state.vaultKeychain else { return }
    state.vaultKeychain = keychain
    effects.append(.vaultStored(place, keychain.vaults[place]))
  }
}
