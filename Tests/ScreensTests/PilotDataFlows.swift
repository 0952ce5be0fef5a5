import Screens
import SessionEngine
import Testing

/// Ways through the web views and the phone's other apps, for screen tests.
extension Pilot {
  /// Managed, then the app's menu, then its list of web views.
  func toWebViews() {
    toManaged()
    openWebViews()
  }

  /// From the app's notes, through the menu, to its list of web views.
  func openWebViews() {
    press(.tab, .enter)  // Menu
    press(.down, .down, .down, .enter)  // Web views
  }

  /// Managed, then web view number `index` (A is 0) of the built-in scenario.
  func toWebView(_ index: Int) {
    toWebViews()
    for _ in 0..<index { press(.down) }
    press(.enter)
  }

  /// In a web view (focus on its paste field) or another app (focus on its text): chooses row
  /// `row` of the actions.
  func chooseAction(_ row: Int) {
    press(.down)
    for _ in 0..<row { press(.down) }
    press(.enter)
  }

  /// From the app's notes, through the menu, to the phone's home screen.
  func toHomeWhileRunning() {
    press(.tab, .enter)  // Menu
    press(.down, .down, .down, .down, .enter)  // Home screen
  }

  /// From the home screen to the personal app (`managed` false) or the other managed app.
  func openOtherApp(managed: Bool) {
    press(.tab)
    if managed { press(.tab) }
    press(.enter)
  }

  /// The administrator sets `property` of the policy and the app checks in to receive it.
  func setPolicy(_ property: String, _ value: JSONValue) {
    do {
      try runtime.apply(.admin(.editPolicy(PolicyEdit(property: property, value: value))))
      try runtime.apply(.admin(.checkInNow))
    } catch {
      Issue.record("the policy edit was refused: \(error)")
    }
    wait(.seconds(2))
  }
}
