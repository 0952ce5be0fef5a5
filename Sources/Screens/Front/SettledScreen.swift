import MDXEngine

/// The phone's screen on display and what it shows, as the front settled on them.
public struct SettledScreen {
  /// The screen.
  public var screen: any PhoneScreen
  /// What it shows.
  public var content: ScreenContent

  /// The screens whose masked fields take a PIN: the Intune SDK's, and Secure Hub's PIN
  /// creation.
  static let pinScreens = ["sdk.setPin", "sdk.enterPin", MDXScreens.identity(of: .hubCreatePin)]

  /// Whether the focused control is a PIN entry: PIN boxes, or a masked field on one of the
  /// SDK's PIN screens. Recordings replace what is typed there.
  public func focusIsPinEntry(_ ui: UIState) -> Bool {
    guard let focus = ui.focus else { return false }
    switch content.element(holding: focus) {
    case .pinBoxes?:
      return true
    case .field(_, _, let masked)?:
      return masked && Self.pinScreens.contains { screen.identity.hasPrefix($0) }
    default:
      return false
    }
  }

  /// Whether the focused control is a password entry: a masked field that takes no PIN.
  /// Recordings write a stand-in for what is typed there.
  public func focusIsPasswordEntry(_ ui: UIState) -> Bool {
    guard let focus = ui.focus, case .field(_, _, let masked)? = content.element(holding: focus)
    else { return false }
    return masked && !Self.pinScreens.contains { screen.identity.hasPrefix($0) }
  }
}
