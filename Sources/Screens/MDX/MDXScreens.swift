import MDXEngine
import Strings

/// What the phone shows of a Citrix MDX app and Secure Hub, as data, for each engine phase.
///
/// The MDX counterpart of the Intune `PhoneScreen`s: content (drawn by `LayoutRenderer`) and
/// what each control does, as data the front runs.
public enum MDXScreens {
  /// Control ids.
  public enum Control {
    /// Opens the app from the home screen.
    public static let open = "open"
    /// Installs Secure Hub.
    public static let install = "install"
    /// The server address field.
    public static let server = "server"
    /// The directory user name field.
    public static let user = "user"
    /// The directory password field.
    public static let password = "password"
    /// The Citrix PIN (field or boxes).
    public static let pin = "pin"
    /// The Citrix PIN typed again.
    public static let confirm = "confirm"
    /// The screen's main button.
    public static let submit = "submit"
    /// Calls `logonMdxWithFlag` without force.
    public static let logonCheck = "logon-check"
    /// Calls `logonMdxWithFlag` with force.
    public static let logonForce = "logon-force"
  }

  /// A name for each phase's screen, stable across runs (goldens, focus resets).
  public static func identity(of phase: MDXPhase) -> String {
    switch phase {
    case .notRunning: "mdx-home"
    case .secureHubMissing: "mdx-hub-missing"
    case .hubServerAddress: "mdx-server"
    case .hubCredentials: "mdx-credentials"
    case .hubCreatePin: "mdx-create-pin"
    case .hubLogon: "mdx-logon"
    case .appPasscode: "mdx-passcode"
    case .offlineReminder: "mdx-offline-reminder"
    case .offlineLocked: "mdx-offline-locked"
    case .authLocked: "mdx-auth-locked"
    case .jailbreakBlocked: "mdx-jailbreak"
    case .adminLocked: "mdx-admin-lock"
    case .wiped: "mdx-wiped"
    case .running: "mdx-app"
    }
  }

  /// The content of the screen for `state`, in the app named `app` of `organisation`.
  public static func content(
    _ state: MDXState, app: String, organisation: String, strings: StringTable
  ) -> ScreenContent {
    let pinLength = state.configuration.pinLength
    func hub(_ elements: [ScreenElement]) -> ScreenContent {
      ScreenContent(
        surface: .sdk, bar: strings.text(.mdxSecureHubBar),
        elements: elements + denial(state.denial, strings))
    }
    func notice(_ title: StringKey, _ message: String, button: (String, StringKey)? = nil)
      -> ScreenContent
    {
      var elements: [ScreenElement] = [.text(strings.text(title), role: .title), .spacer(1)]
      elements.append(.text(message))
      if let (id, label) = button {
        elements += [
          .spacer(1), .buttons([ButtonSpec(id: id, label: strings.text(label), isDefault: true)]),
        ]
      }
      return ScreenContent(surface: .sdk, elements: elements + denial(state.denial, strings))
    }
    func submit(_ label: StringKey) -> ScreenElement {
      .buttons([ButtonSpec(id: Control.submit, label: strings.text(label), isDefault: true)])
    }
    switch state.phase {
    case .notRunning:
      return ScreenContent(
        surface: .home,
        elements: [
          .appIcon(initials: initials(of: app), name: app), .spacer(1),
          .buttons([
            ButtonSpec(id: Control.open, label: strings.text(.mdxHomeOpen, app), isDefault: true)
          ]),
        ])
    case .secureHubMissing:
      return notice(
        .mdxHubMissingTitle, strings.text(.mdxHubMissingMessage, app, organisation),
        button: (Control.install, .mdxHubInstall))
    case .hubServerAddress:
      return hub([
        .text(strings.text(.mdxServerTitle), role: .title), .spacer(1),
        .text(strings.text(.mdxServerMessage)), .spacer(1),
        .field(id: Control.server, label: strings.text(.mdxServerLabel), masked: false),
        .spacer(1), submit(.mdxNext),
      ])
    case .hubCredentials, .authLocked:
      let locked = state.phase == .authLocked
      return hub([
        .text(strings.text(locked ? .mdxAuthLockedTitle : .mdxCredentialsTitle), role: .title),
        .spacer(1),
        .text(
          locked
            ? strings.text(.mdxAuthLockedMessage, app)
            : strings.text(.mdxCredentialsMessage, organisation)),
        .spacer(1),
        .field(id: Control.user, label: strings.text(.mdxUserLabel), masked: false),
        .field(id: Control.password, label: strings.text(.mdxPasswordLabel), masked: true),
        .spacer(1), submit(.mdxSignIn),
      ])
    case .hubCreatePin:
      var content = hub([
        .text(strings.text(.mdxCreatePinTitle), role: .title), .spacer(1),
        .text(strings.text(.mdxCreatePinMessage, pinLength)), .spacer(1),
        .field(id: Control.pin, label: strings.text(.mdxPinLabel), masked: true),
        .field(id: Control.confirm, label: strings.text(.mdxConfirmPinLabel), masked: true),
        .spacer(1), submit(.mdxCreate),
      ])
      // The PIN is a fixed number of digits: its fields take nothing else, and no more.
      content.fieldLimits = [Control.pin: pinLength, Control.confirm: pinLength]
      content.digitFields = [Control.pin, Control.confirm]
      return content
    case .hubLogon:
      return hub([
        .text(strings.text(.mdxLogonTitle), role: .title), .spacer(1),
        .text(strings.text(.mdxLogonMessage, app)), .spacer(1),
        .pinBoxes(id: Control.pin, count: pinLength, autoSubmit: true, digitsOnly: true),
        .spacer(1), submit(.mdxLogon),
      ])
    case .appPasscode:
      return ScreenContent(
        surface: .sdk,
        elements: [
          .text(strings.text(.mdxLogonTitle), role: .title), .spacer(1),
          .text(strings.text(.mdxPasscodeMessage, app)), .spacer(1),
          .pinBoxes(id: Control.pin, count: pinLength, autoSubmit: true, digitsOnly: true),
          .spacer(1), submit(.mdxUnlock),
        ] + denial(state.denial, strings))
    case .offlineReminder(let minutes):
      return notice(
        .mdxReminderTitle, strings.text(.mdxReminderMessage, app, minutes),
        button: (Control.submit, .mdxOk))
    case .offlineLocked:
      return notice(
        .mdxOfflineTitle, strings.text(.mdxOfflineMessage, app), button: (Control.submit, .mdxLogon)
      )
    case .jailbreakBlocked:
      return notice(.mdxJailbreakTitle, strings.text(.mdxJailbreakMessage, app))
    case .adminLocked:
      return notice(.mdxAdminLockTitle, strings.text(.mdxAdminLockMessage, app))
    case .wiped:
      return notice(.mdxWipedTitle, strings.text(.mdxWipedMessage, app))
    case .running:
      return running(state, app: app, strings: strings)
    }
  }

  /// What each control of the screen for `state` does: the engine event, or for a form the
  /// submission of its typed fields (the screen's main button and Enter in any of its fields).
  public static func actions(_ state: MDXState) -> ScreenActions {
    func form(_ submission: FormSubmission, _ fields: [String]) -> ScreenActions {
      var controls = [Control.submit: [AppAction.submit(submission)]]
      for field in fields { controls[field] = [.submit(submission)] }
      return ScreenActions(controls)
    }
    switch state.phase {
    case .notRunning:
      return ScreenActions([Control.open: [.launch]])
    case .secureHubMissing:
      return ScreenActions([Control.install: [.mdx(.installSecureHub)]])
    case .hubServerAddress:
      return form(.mdxServer(Control.server), [Control.server])
    case .hubCredentials, .authLocked:
      return form(
        .mdxCredentials(user: Control.user, password: Control.password),
        [Control.user, Control.password])
    case .hubCreatePin:
      return form(
        .mdxCreatePin(Control.pin, confirmation: Control.confirm), [Control.pin, Control.confirm])
    case .hubLogon, .appPasscode:
      return form(.mdxPin(Control.pin), [Control.pin])
    case .offlineReminder:
      return ScreenActions([Control.submit: [.mdx(.dismissReminder)]])
    case .offlineLocked:
      return ScreenActions([Control.submit: [.mdx(.requestNetworkLogon)]])
    case .jailbreakBlocked, .adminLocked, .wiped:
      return ScreenActions()
    case .running:
      return ScreenActions([
        Control.logonCheck: [.mdx(.appRequestsLogon(force: false))],
        Control.logonForce: [.mdx(.appRequestsLogon(force: true))],
        MDXVaultScreen.Control.open: [.showVault(.app)],
      ])
    }
  }

  /// The MDX app's own screen: who is signed in, and the logon calls to try.
  private static func running(_ state: MDXState, app: String, strings: StringTable)
    -> ScreenContent
  {
    var elements: [ScreenElement] = [.appIcon(initials: initials(of: app), name: app), .spacer(1)]
    if state.configuration.mode == .managed {
      let name = state.enrolledUser?.displayName ?? ""
      elements.append(.text(strings.text(.mdxRunningSignedIn, name)))
    } else {
      let mode: StringKey =
        state.configuration.mode == .unmanagedPremium ? .mdxModePremium : .mdxModeGeneral
      elements.append(.text(strings.text(.mdxRunningUnmanaged, strings.text(mode)), role: .muted))
    }
    if !state.appDataPresent {
      elements.append(.text(strings.text(.mdxRunningNoData), role: .muted))
    }
    elements += [
      .spacer(1),
      .buttons([ButtonSpec(id: Control.logonCheck, label: strings.text(.mdxLogonCheck))]),
      .buttons([ButtonSpec(id: Control.logonForce, label: strings.text(.mdxLogonForce))]),
      .buttons([
        ButtonSpec(id: MDXVaultScreen.Control.open, label: strings.text(.mdxVaultOpen))
      ]),
    ]
    return ScreenContent(surface: .app, bar: app, elements: elements)
  }

  /// The line that says why the last entry was turned down, if any.
  private static func denial(_ denial: MDXDenial?, _ strings: StringTable) -> [ScreenElement] {
    guard let denial else { return [] }
    let text =
      switch denial {
      case .unknownServer: strings.text(.mdxDenialUnknownServer)
      case .wrongCredentials: strings.text(.mdxDenialWrongCredentials)
      case .pinRules(let length): strings.text(.mdxDenialPinRules, length)
      case .pinsDiffer: strings.text(.mdxDenialPinsDiffer)
      case .wrongPin(let left): strings.text(counting: left, .mdxDenialWrongPin)
      case .offline: strings.text(.mdxDenialOffline)
      }
    return [.spacer(1), .text(text, role: .error)]
  }

  /// Up to two initials of a name, for the app's icon.
  static func initials(of name: String) -> String {
    String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
  }
}
