import SessionEngine

/// Picks the screen the phone shows: the home screen, an SDK screen over the app, or the app's own.
public enum ScreenRouter {
  /// The screen for `context`.
  public static func screen(for context: ScreenContext) -> any PhoneScreen {
    let state = context.state
    if let alert = context.dataAlert { return DataAlertScreen(alert: alert) }
    switch context.phoneApp {
    case .home?: return PhoneHomeScreen()
    case .personal?: return OtherAppScreen(app: .personal)
    case .managed?: return OtherAppScreen(app: .managed)
    case .browser(let url, let managed)?: return BrowserScreen(url: url, managed: managed)
    case nil: break
    }
    guard state.isRunning else { return PhoneHomeScreen() }
    if let sdkScreen = state.sdkScreen { return screen(for: sdkScreen, context) }
    switch context.hostScreen {
    case .notes: return NotesListScreen()
    case .note(let id):
      guard let note = state.visibleNotes.first(where: { $0.id == id }) else {
        return NotesListScreen()
      }
      return NoteDetailScreen(note: note)
    case .signIn:
      switch state.signIn {
      case .signedOut, .signingIn: return AppSignInScreen()
      case .signedIn, .signingOut: return NotesListScreen()
      }
    case .menu: return MenuScreen()
    case .newNote: return NewNoteScreen()
    case .diagnostics: return DiagnosticsScreen()
    case .webViews: return WebViewListScreen()
    case .webView(let name):
      guard let view = context.scenario.app.webViews.first(where: { $0.name == name }) else {
        return WebViewListScreen()
      }
      return WebViewScreen(view: view)
    }
  }

  private static func screen(for sdkScreen: SDKScreen, _ context: ScreenContext) -> any PhoneScreen
  {
    let policy = context.state.activePolicy ?? AppProtectionPolicy()
    switch sdkScreen {
    case .splash: return SplashScreen()
    case .signInPrompt(let prompt): return SDKSignInScreen(prompt: prompt)
    case .connecting: return ConnectingScreen()
    case .enrollmentBlocked(let block): return EnrollmentBlockedScreen(block: block)
    case .noPolicyWarning: return NoPolicyWarningScreen()
    case .restartRequired: return RestartRequiredScreen()
    case .setPin(let step): return SetPinScreen(step: step, policy: policy)
    case .enterPin(let form):
      return EnterPinScreen(
        form: form, length: context.state.pin.length, numeric: policy.pinCharacterSet == .numeric)
    case .wipeNotice(let reason): return WipeNoticeScreen(reason: reason)
    case .conditionalLaunch(let finding): return ConditionalLaunchScreen(finding: finding)
    case .storeError(let failure): return StoreErrorScreen(failure: failure)
    }
  }
}
