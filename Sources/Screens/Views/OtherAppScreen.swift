import SessionEngine
import Strings

/// Another app on the phone: the personal app, or the second managed app of the same publisher.
/// It holds a little text to copy, paste into, and send to the app under test.
public struct OtherAppScreen: PhoneScreen {
  /// Which app.
  public let app: PhoneApp

  /// Creates the screen of `app` (`.personal` or `.managed`).
  public init(app: PhoneApp) {
    self.app = app
  }

  private var surface: DataSurface { app == .managed ? .otherManagedApp : .personalApp }

  public var identity: String { app == .managed ? "phone.managedApp" : "phone.personalApp" }

  /// The key of the text an app keeps in `UIState.appTexts`, for the surface of another app.
  static func key(of surface: DataSurface) -> String? {
    switch surface {
    case .personalApp: "phone.personalApp"
    case .otherManagedApp: "phone.managedApp"
    case .app, .webView, .queriedApp: nil
    }
  }

  /// The name people see for `surface`.
  static func name(of surface: DataSurface, _ scenario: Scenario, _ strings: StringTable) -> String
  {
    switch surface {
    case .personalApp: strings.text(.personalAppName)
    case .otherManagedApp: strings.text(.managedAppName, scenario.tenant.name)
    case .queriedApp(let scheme): strings.text(.queriedAppName, scheme)
    case .app, .webView: scenario.app.name
    }
  }

  private static let field = "text"

  /// The actions on the app's text: what is typed in its field when one is chosen.
  private var menu: DataActionMenu {
    DataActionMenu(
      items: [.copy, .paste, .sendToApp, .home], surface: surface, text: "",
      textField: Self.field, pasteField: Self.field)
  }

  public func initialFields(_ context: ScreenContext) -> [String: String] {
    [Self.field: context.ui.appTexts[identity] ?? ""]
  }

  public func content(_ context: ScreenContext) -> ScreenContent {
    let strings = context.strings
    let name = Self.name(of: surface, context.scenario, strings)
    let line =
      app == .managed
      ? strings.text(.managedAppLine, context.scenario.tenant.name, context.scenario.app.name)
      : strings.text(.personalAppLine)
    return ScreenContent(
      surface: .app, bar: name,
      elements: [
        .text(line, role: .muted, centered: false), .spacer(1),
        .field(id: Self.field, label: strings.text(.otherAppField), masked: false), .spacer(1),
        .list(id: "actions", rows: menu.rows(context)),
      ], verticallyCentered: false, escapeControl: "home")
  }

  public func actions(_ context: ScreenContext) -> ScreenActions {
    ScreenActions(["home": [.switchApp(.home)]], rows: ["actions": menu.rowActions(context)])
  }
}
