/// One screen of the phone: it describes itself as content and says what its controls do.
public protocol PhoneScreen {
  /// A name that changes when the screen (or its step) changes; typed fields reset then.
  var identity: String { get }
  /// What the screen shows now.
  func content(_ context: ScreenContext) -> ScreenContent
  /// What activating control `id` does (a button, Enter in a field, a full set of PIN boxes, or
  /// Enter on a list row, whose index is `context.ui.selection[id]`).
  func activate(_ id: String, _ context: ScreenContext) -> [AppAction]
  /// What each of the screen's controls does now, as data (typed fields named by their ids).
  func actions(_ context: ScreenContext) -> ScreenActions
  /// Fields filled in when the screen appears (a requirement, so a screen's own answer is used
  /// when the app holds it as `any PhoneScreen`).
  func initialFields(_ context: ScreenContext) -> [String: String]
}
