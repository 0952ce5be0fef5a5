import SessionEngine

/// A browser showing the link the user followed: the managed browser, or the phone's default.
public struct BrowserScreen: PhoneScreen {
  /// The URL shown.
  public let url: String
  /// Whether this is the managed browser.
  public let managed: Bool

  /// Creates the screen.
  public init(url: String, managed: Bool) {
    self.url = url
    self.managed = managed
  }

  public var identity: String { "phone.browser.\(managed).\(url)" }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let title =
      managed
      ? strings.text(.browserManagedTitle, DataAlertScreen.browserName(context))
      : strings.text(.browserDefault)
    return ScreenContent(
      surface: .app, bar: title,
      elements: [
        .text(strings.text(.browserShowing, url), centered: false), .spacer(1),
        .buttons([
          ButtonSpec(
            id: "back", label: strings.text(.homeResumeHint, context.scenario.app.name),
            isDefault: true)
        ]),
      ], verticallyCentered: false, escapeControl: "back")
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["back": [.switchApp(nil)]])
  }
}
