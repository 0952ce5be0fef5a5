import TerminalUI

/// Where things go on the terminal: the phone, the side panel, the title and status lines.
public struct Layout: Equatable, Sendable {
  /// The phone's inside, in cells.
  public static let phoneInner = TerminalSize(columns: 40, rows: 20)
  /// The smallest terminal mamsim draws in: the phone with its frame, a title and a status line.
  public static let minimum = TerminalSize(
    columns: phoneInner.columns + 2, rows: phoneInner.rows + 4)
  /// From this width on, the side panel sits beside the phone.
  public static let panelMinimumColumns = 80

  /// The terminal size.
  public var size: TerminalSize
  /// The phone's frame.
  public var phoneFrame: Rect
  /// The phone's screen (inside the frame).
  public var phoneScreen: Rect
  /// The side panel, when there is room for it.
  public var panel: Rect?

  /// The layout for `size`, or nil when the terminal is too small.
  public init?(size: TerminalSize) {
    guard size.columns >= Layout.minimum.columns, size.rows >= Layout.minimum.rows else {
      return nil
    }
    self.size = size
    let frameWidth = Layout.phoneInner.columns + 2
    let frameHeight = Layout.phoneInner.rows + 2
    let wide = size.columns >= Layout.panelMinimumColumns
    let phoneColumn = wide ? frameWidth + 2 : size.columns
    let x = max(0, (phoneColumn - frameWidth) / 2)
    let y = 1 + max(0, (size.rows - 2 - frameHeight) / 2)
    phoneFrame = Rect(x: x, y: y, width: frameWidth, height: frameHeight)
    phoneScreen = Rect(
      x: x + 1, y: y + 1, width: Layout.phoneInner.columns, height: Layout.phoneInner.rows)
    panel =
      wide
      ? Rect(x: phoneColumn + 1, y: 1, width: size.columns - phoneColumn - 2, height: size.rows - 2)
      : nil
  }

  /// The area a narrow terminal gives a panel shown instead of the phone.
  public var overlay: Rect { Rect(x: 1, y: 1, width: size.columns - 2, height: size.rows - 2) }
}
