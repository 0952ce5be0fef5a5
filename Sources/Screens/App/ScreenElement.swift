/// One piece of a phone screen, declared by a view and drawn by the layout renderer, top to bottom.
public enum ScreenElement: Equatable, Sendable {
  /// Wrapped text.
  case text(String, role: StyleRole = .text, centered: Bool = true)
  /// Empty rows.
  case spacer(Int)
  /// A one-line text field bound to `id`.
  case field(id: String, label: String, masked: Bool)
  /// PIN boxes bound to `id`; `count` boxes; with `autoSubmit`, a full set submits itself.
  case pinBoxes(id: String, count: Int, autoSubmit: Bool, digitsOnly: Bool)
  /// A row of buttons.
  case buttons([ButtonSpec])
  /// A selectable list bound to `id`.
  case list(id: String, rows: [ListRow])
  /// A spinner with a caption.
  case spinner(String)
  /// The app's icon tile with its initials.
  case appIcon(initials: String, name: String)
  /// Label and value pairs, left-aligned (diagnostics, note details).
  case details([DetailLine])

  /// The ids of the focusable controls of this element, in order.
  var controlIDs: [String] {
    var ids: [String] = []
    appendControlIDs(to: &ids)
    return ids
  }

  /// Appends the ids of `controlIDs` to `ids`, making no list of its own.
  func appendControlIDs(to ids: inout [String]) {
    switch self {
    case .field(let id, _, _), .pinBoxes(let id, _, _, _), .list(let id, _): ids.append(id)
    case .buttons(let buttons): for button in buttons { ids.append(button.id) }
    case .text, .spacer, .spinner, .appIcon, .details: break
    }
  }

  /// Whether `id` is one of `controlIDs`, asked without making the list.
  func holds(_ id: String) -> Bool {
    switch self {
    case .field(let own, _, _), .pinBoxes(let own, _, _, _), .list(let own, _): own == id
    case .buttons(let buttons): buttons.contains { $0.id == id }
    case .text, .spacer, .spinner, .appIcon, .details: false
    }
  }
}

/// A button: its control id, its label, and whether it is the screen's default.
public struct ButtonSpec: Equatable, Sendable {
  /// The control id, by which the screen's `actions` name what it does.
  public var id: String
  /// The label.
  public var label: String
  /// Whether Enter in a field presses this button.
  public var isDefault: Bool

  /// Creates a button.
  public init(id: String, label: String, isDefault: Bool = false) {
    self.id = id
    self.label = label
    self.isDefault = isDefault
  }
}

/// A row of a list.
public struct ListRow: Equatable, Sendable {
  /// A short marker before the title (e.g. W or P).
  public var badge: String
  /// The main text.
  public var title: String
  /// Whether the badge is drawn in the emphasis colour.
  public var emphasized: Bool

  /// Creates a row.
  public init(badge: String = "", title: String, emphasized: Bool = false) {
    self.badge = badge
    self.title = title
    self.emphasized = emphasized
  }
}

/// A label and its value.
public struct DetailLine: Equatable, Sendable {
  /// The label.
  public var label: String
  /// The value.
  public var value: String

  /// Creates a line.
  public init(_ label: String, _ value: String) {
    self.label = label
    self.value = value
  }
}

extension ScreenElement {
  /// Whether typing goes into the element (a field or PIN boxes) rather than moving focus.
  public var isTextEntry: Bool {
    switch self {
    case .field, .pinBoxes: true
    default: false
    }
  }
}
