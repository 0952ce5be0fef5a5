extension DataContext {
  /// The context of an action on `surface` in a session: the UI identity from `state`, the
  /// policy in force, the app's web-view settings and the phone's managed browser from
  /// `scenario`.
  public init(surface: DataSurface, state: SessionState, scenario: Scenario) {
    let policy = scenario.app.integration.enforced(state.activePolicy)
    let identity: UIIdentity
    if state.signIn.account == nil {
      identity = .signedOut
    } else {
      identity = policy == nil || state.currentUIIdentity == .personal ? .unmanaged : .managed
    }
    let settings = scenario.app.settings
    self.init(
      surface: surface, uiIdentity: identity, policy: policy,
      treatAllWebViewsAsUnmanaged: settings.treatAllWebViewsAsUnmanaged,
      webViewHandledURLSchemes: settings.webViewHandledURLSchemes,
      managedBrowserInstalled: scenario.device.managedBrowserInstalled)
    integration = scenario.app.integration
    managedAppRegistersTwin = scenario.device.managedAppRegistersTwin
  }
}
