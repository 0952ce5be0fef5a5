/// One screen of the phone: it describes itself as content and names what its controls do; the
/// front runs those actions without asking the screen again.
public protocol PhoneScreen {
  /// A name that changes when the screen (or its step) changes; typed fields reset then.
  var identity: String { get }
  /// What the screen shows now.
  func content(_ context: ScreenContext) -> ScreenContent
  /// What each of the screen's controls does now, as data: a button, Enter in a field, a full
  /// set of PIN boxes, each row of a list (typed fields are named by their ids, read when the
  /// control runs).
  func actions(_ context: ScreenContext) -> ScreenActions
  /// Fields filled in when the screen appears (a requirement, so a screen's own answer is used
  /// when the app holds it as `any PhoneScreen`).
  func initialFields(_ context: ScreenContext) -> [String: String]
}
