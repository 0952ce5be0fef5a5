/// Everything a phone screen shows, as data: the layout renderer draws it, tests can read it.
public struct ScreenContent: Equatable, Sendable {
  /// Which colours the screen uses.
  public var surface: Surface
  /// A bar at the top of the screen (host app screens), if any.
  public var bar: String?
  /// The pieces, top to bottom.
  public var elements: [ScreenElement]
  /// Whether the elements are centred vertically (SDK dialogs) or start at the top (lists).
  public var verticallyCentered: Bool
  /// The control Esc activates, if any.
  public var escapeControl: String?
  /// Whether the content may be taller than the phone and scrolls with Up, Down, PageUp and
  /// PageDown (`UIState.scroll` rows off the top) instead of the arrows moving the focus. Such
  /// a screen opens with nothing focused, and a control the view scrolls away from loses the
  /// focus; any other screen taller than the phone scrolls to its focused control.
  public var scrollable: Bool
  /// The most characters a field takes, by the field's id (a PIN typed into a field stops at
  /// the PIN's length); any field takes at most `longestFieldText` bytes.
  public var fieldLimits: [String: Int] = [:]
  /// The most UTF-8 bytes any field holds: far more than an account, a password or a note needs,
  /// and few enough that a log pasted by mistake is cut there, not typed for minutes.
  public static let longestFieldText = 4_096
  /// The fields that take digits only (a PIN typed into a field): any other character typed
  /// there is ignored.
  public var digitFields: Set<String> = []
  /// What each control does (`PhoneScreen.actions`), which the front runs without asking the
  /// session.
  public var actions = ScreenActions()

  /// Creates content.
  public init(
    surface: Surface, bar: String? = nil, elements: [ScreenElement],
    verticallyCentered: Bool = true, escapeControl: String? = nil, scrollable: Bool = false
  ) {
    self.surface = surface
    self.bar = bar
    self.elements = elements
    self.verticallyCentered = verticallyCentered
    self.escapeControl = escapeControl
    self.scrollable = scrollable
  }

  /// An SDK alert: a title, a message and one default button `button` labelled `label`, which
  /// Esc also presses when `dismissible`.
  public static func alert(
    title: String, message: String, button: String, label: String, dismissible: Bool = false
  ) -> ScreenContent {
    ScreenContent(
      surface: .sdk,
      elements: [
        .text(title, role: .title), .spacer(1), .text(message), .spacer(1),
        .buttons([ButtonSpec(id: button, label: label, isDefault: true)]),
      ], escapeControl: dismissible ? button : nil)
  }

  /// Every focusable control, in focus order.
  public var controlIDs: [String] {
    var ids: [String] = []
    for element in elements { element.appendControlIDs(to: &ids) }
    return ids
  }

  /// The element that holds control `id`.
  public func element(holding id: String) -> ScreenElement? {
    elements.first { $0.holds(id) }
  }

  /// The default button (pressed by Enter in a field), if any.
  public var defaultButton: String? {
    for case .buttons(let buttons) in elements {
      if let button = buttons.first(where: \.isDefault) { return button.id }
    }
    return nil
  }
}
