import MDXEngine
import SessionEngine

/// The front's own state beyond the engine: which host screen, what is typed, what has focus.
public struct UIState: Equatable, Sendable {
  /// The host app's screen.
  public var hostScreen: HostScreen = .notes
  /// Text typed into fields, by control id, for the screen on display.
  public var fields: [String: String] = [:]
  /// The focused control's id.
  public var focus: String?
  /// The selected row of each list, by control id.
  public var selection: [String: Int] = [:]
  /// What the phone shows instead of the app under test, if anything.
  public var phoneApp: PhoneApp?
  /// The SDK's data-protection alert on display, if any.
  public var dataAlert: DataAlert?
  /// The text each other app of the phone holds, by `OtherAppScreen` identity.
  public var appTexts: [String: String] = [:]
  /// The account a walkthrough has the user sign in with next, which the sign-in form's hint
  /// names; nil outside a walkthrough (the hint then names the scenario's targeted account).
  public var walkthroughAccount: String?
  /// How many rows of a screen taller than the phone are scrolled off its top: the first row
  /// `LayoutRenderer` draws, which follows the focused control (and, on a scrollable screen,
  /// the arrows and page keys).
  public var scroll = 0
  /// Which screen the fields belong to; a different screen starts with empty fields.
  public var screenIdentity = ""
  /// Whether the side panel shows when the terminal is narrow (wide terminals always show it).
  public var narrowPanel: NarrowPanel = .none
  /// The first line in view of the panel F2 or F3 shows whole (↑ ↓, the page keys, Home and
  /// End scroll a panel taller than its room; `PanelOverlay.followsEnd` keeps the end in view).
  public var panelOffset = 0
  /// The live control panel open, if any (F4 device, F5 admin).
  public var controlPanel: ControlPanel?
  /// The selected row of the open control panel.
  public var controlSelection = 0
  /// Whether the help overlay shows.
  public var showHelp = false
  /// The help's first line in view (↑ ↓ and the page keys scroll a help taller than its room).
  public var helpOffset = 0
  /// The launch the front last saw; a new launch starts at the app's first screen.
  public var launchSeen = 0
  /// The Citrix app whose shared-vault screen is open over the running MDX app, if any.
  public var mdxVault: MDXVaultRole?

  /// Creates the state of a fresh front.
  public init() {}
}

/// What a narrow terminal shows instead of the phone.
public enum NarrowPanel: Equatable, Sendable {
  /// The phone.
  case none
  /// The scenario panel (accounts, device, policy).
  case scenario
  /// The delegate event log.
  case events
}
