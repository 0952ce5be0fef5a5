import MDXEngine
import Strings

/// The phone's shared-vault screen: one app's `XenMobileSharedKeychainVault` instance — what it
/// sees of the vault, its last error — and buttons for each call, then for the class methods
/// (`getVaultDataFromVault`, `saveVaultData`, `deleteVault`) and what the last one gave back.
///
/// Shown over the MDX app's own screen (only while the app is running); "Other app" turns the
/// same screen to the second MDX app of the access group, then to an app outside it.
public enum MDXVaultScreen {
  /// Control ids.
  public enum Control {
    /// Opens the vault screen from the app's own screen.
    public static let open = "vault-open"
    /// The key to merge.
    public static let key = "vault-key"
    /// The value to merge.
    public static let value = "vault-value"
    /// A fresh instance, synchronised.
    public static let create = "vault-create"
    /// `loadDataWithError`.
    public static let load = "vault-load"
    /// `updateAndSynchronizeVaultItem` with the key and value typed.
    public static let merge = "vault-merge"
    /// `synchronizeWithError`.
    public static let sync = "vault-sync"
    /// `forceSynchronizeWithError`.
    public static let forceSync = "vault-force-sync"
    /// `deleteVaultWithError`.
    public static let delete = "vault-delete"
    /// The class method `getVaultDataFromVault`.
    public static let classGet = "vault-class-get"
    /// The class method `saveVaultData:toVault:accessGroup:error:` with the key and value typed
    /// (the vault's data becomes that one pair; nothing typed saves an empty vault).
    public static let classSave = "vault-class-save"
    /// The class method `deleteVault`.
    public static let classDelete = "vault-class-delete"
    /// Locks the other app's own session (the companion's or the outsider's).
    public static let lockApp = "vault-app-lock"
    /// The other app logs on again through Secure Hub.
    public static let logonApp = "vault-app-logon"
    /// The next app on the phone.
    public static let nextApp = "vault-next-app"
    /// Back to the app's own screen.
    public static let back = "vault-back"
  }

  /// A name for the screen of `role`, stable across runs.
  public static func identity(of role: MDXVaultRole) -> String { "mdx-vault-\(role.rawValue)" }

  /// The name of the app playing `role` on the phone of `state`, where the scenario's app is
  /// called `app`.
  public static func appName(_ role: MDXVaultRole, app: String, _ state: MDXState) -> String {
    switch role {
    case .app: app
    case .companion: state.configuration.vault.companionName
    case .outsider: state.configuration.vault.outsiderName
    }
  }

  /// The screen for `role`'s vault instance in `state`.
  public static func content(
    _ state: MDXState, role: MDXVaultRole, app: String, strings: StringTable
  ) -> ScreenContent {
    let setup = state.configuration.vault
    let name = appName(role, app: app, state)
    let group = setup.groups(of: role).sorted().joined(separator: ", ")
    func value(_ property: MDXVaultProperty) -> String { property.value(for: role, in: state) }
    // The instance's error first; after a successful instance call, the class method's.
    let error = state.vaults[role]?.lastError ?? state.vaultClassResults[role]?.error
    let other = state.otherSession(role)
    var explanation: String
    switch error {
    case nil: explanation = strings.text(.mdxVaultNoError)
    case .vaultNotFound: explanation = strings.text(.mdxVaultError5101)
    case .vaultUnreadable: explanation = strings.text(.mdxVaultError5102)
    case .vaultDataMismatch: explanation = strings.text(.mdxVaultError5111)
    case .invalidInput: explanation = strings.text(.mdxVaultError5121)
    }
    // Another app whose own session is locked or wiped calls nothing; that comes first.
    let blocked = role != .app && !other.canCallVault
    if blocked {
      explanation = strings.text(other.wiped ? .mdxVaultCallerWiped : .mdxVaultCallerLocked)
    }
    func button(_ id: String, _ label: StringKey, isDefault: Bool = false) -> ButtonSpec {
      ButtonSpec(id: id, label: strings.text(label), isDefault: isDefault)
    }
    let properties: [MDXVaultProperty] = [
      .exists, .isAccessible, .vaultData, .loadedDataSequenceNumber, .lastError,
    ]
    let elements: [ScreenElement] = [
      .text(strings.text(.mdxVaultCaller, name, group), role: .muted),
      .details(
        properties.map { DetailLine($0.rawValue, value($0)) }
          + [DetailLine(strings.text(.mdxVaultClassCall), classValue(role, state))]),
      .text(explanation, role: error == nil && !blocked ? .muted : .error),
      .field(id: Control.key, label: strings.text(.mdxVaultKey), masked: false),
      .field(id: Control.value, label: strings.text(.mdxVaultValue), masked: false),
      .buttons([
        button(Control.merge, .mdxVaultMerge, isDefault: true), button(Control.load, .mdxVaultLoad),
        button(Control.create, .mdxVaultCreate),
      ]),
      .buttons([
        button(Control.sync, .mdxVaultSync), button(Control.forceSync, .mdxVaultForceSync),
        button(Control.delete, .mdxVaultDelete),
      ]),
      .buttons([
        button(Control.classGet, .mdxVaultClassGet), button(Control.classSave, .mdxVaultClassSave),
        button(Control.classDelete, .mdxVaultClassDelete),
      ]),
      .buttons(
        [button(Control.nextApp, .mdxVaultNextApp)]
          + (role == .app
            ? []
            : [
              other.open
                ? button(Control.lockApp, .mdxVaultLockApp)
                : button(Control.logonApp, .mdxVaultLogonApp)
            ]) + [button(Control.back, .mdxVaultBack)]),
    ]
    return ScreenContent(
      surface: .app, bar: strings.text(.mdxVaultTitle, setup.name), elements: elements)
  }

  /// The last class-method call of `role`: its error code, else the data it read, else `nil`.
  static func classValue(_ role: MDXVaultRole, _ state: MDXState) -> String {
    guard let result = state.vaultClassResults[role] else { return "nil" }
    if result.error != nil { return MDXVaultProperty.classError.value(for: role, in: state) }
    return MDXVaultProperty.classData.value(for: role, in: state)
  }

  /// What each button of `role`'s screen does (Enter in the key or value field merges them).
  public static func actions(_ role: MDXVaultRole) -> ScreenActions {
    let roles = MDXVaultRole.allCases
    let next = roles.firstIndex(of: role).map { roles[($0 + 1) % roles.count] } ?? roles[0]
    let merge: [AppAction] = [
      .submit(.mdxVaultUpdate(role, key: Control.key, value: Control.value))
    ]
    return ScreenActions([
      Control.merge: merge, Control.key: merge, Control.value: merge,
      Control.create: [.mdx(.vault(role, .create))], Control.load: [.mdx(.vault(role, .load))],
      Control.sync: [.mdx(.vault(role, .synchronize))],
      Control.forceSync: [.mdx(.vault(role, .forceSynchronize))],
      Control.delete: [.mdx(.vault(role, .delete))],
      Control.classGet: [.mdx(.vaultClass(role, .get))],
      Control.classSave: [.submit(.mdxVaultSave(role, key: Control.key, value: Control.value))],
      Control.classDelete: [.mdx(.vaultClass(role, .delete))],
      Control.lockApp: [.mdx(.otherApp(role, .lock))],
      Control.logonApp: [.mdx(.otherApp(role, .logon))],
      Control.nextApp: [.showVault(next)], Control.back: [.showVault(nil)],
    ])
  }
}
