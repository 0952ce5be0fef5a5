import SessionEngine

/// The SDK's alert when it blocks a data action: what was stopped, and OK.
public struct DataAlertScreen: PhoneScreen {
  /// The alert.
  public let alert: DataAlert

  /// Creates the screen.
  public init(alert: DataAlert) {
    self.alert = alert
  }

  public var identity: String { "sdk.dataAlert.\(alert)" }

  /// The name of the managed browser the policy asks for.
  static func browserName(_ context: ScreenContext) -> String {
    let kind = context.state.activePolicy?.managedBrowser ?? .notConfigured
    return context.strings.text(kind == .microsoftEdge ? .managedBrowserEdge : .managedBrowserAny)
  }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let message: String =
      switch alert {
      case .clipboardPasteBlocked: strings.text(.clipboardPasteBlocked)
      case .clipboardCharacterLimit(let limit):
        strings.text(counting: limit, .clipboardCharacterLimit)
      case .incomingPasteBlocked: strings.text(.incomingPasteBlocked)
      case .outgoingDataBlocked: strings.text(.outgoingDataBlocked)
      case .incomingDataBlocked: strings.text(.incomingDataBlocked)
      case .saveAsBlocked: strings.text(.outgoingSaveAsBlocked)
      case .printingBlocked: strings.text(.printingBlocked)
      case .uploadBlocked: strings.text(.uploadBlocked)
      case .managedBrowserRequired(let kind):
        strings.text(
          .managedBrowserRequired,
          strings.text(kind == .microsoftEdge ? .managedBrowserEdge : .managedBrowserAny))
      case .managedAppNotOpened:
        strings.text(
          .managedAppNotOpened,
          OtherAppScreen.name(of: .otherManagedApp, context.scenario, strings))
      }
    return .alert(
      title: strings.text(.dataProtectionTitle), message: message, button: "ok",
      label: strings.text(.okButton), dismissible: true)
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["ok": [.dismissAlert]])
  }
}
