import Screens

/// Tells whether the control a key would go to is a PIN entry, whose characters a recording hides.
enum PinEntryDetector {
  /// Identity prefixes of the SDK's PIN screens.
  static let pinScreenPrefixes = ["sdk.setPin", "sdk.enterPin"]

  /// Whether the focused control of `app` is PIN boxes, or a masked field on an SDK PIN screen.
  static func isPinEntry(_ app: MamsimApp) -> Bool {
    guard let focus = app.ui.focus else { return false }
    let screen = app.currentScreen
    switch screen.content(app.context).element(holding: focus) {
    case .pinBoxes?:
      return true
    case .field(_, _, let masked)?:
      return masked && pinScreenPrefixes.contains { screen.identity.hasPrefix($0) }
    default:
      return false
    }
  }
}
