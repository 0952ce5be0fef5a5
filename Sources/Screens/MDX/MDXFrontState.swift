import MDXEngine

/// The MDX front's own state: the terminal's size, typed fields, focus and the open panel.
public struct MDXFrontState: Equatable, Sendable {
  /// The terminal's size.
  public var size: TerminalSize
  /// Fields, focus and the screen they belong to (the toolkit's `UIState`).
  public var ui = UIState()
  /// The control panel open over the side panel, if any.
  public var panel: MDXPanelKind?
  /// The selected row of the open panel.
  public var panelSelection = 0
  /// The app whose shared-vault screen is open over the running app, if any.
  public var vault: MDXVaultRole?
  /// Whether the F1 help is shown over the phone.
  public var showHelp = false

  /// A front for a terminal of `size`.
  public init(size: TerminalSize) {
    self.size = size
  }
}
