import Strings
import TerminalUI

/// Draws a screen's content into a rectangle of the cell buffer, marking the focused control and
/// recording where each control landed so mouse clicks find it.
///
/// Content taller than the phone shows a window of its rows (`ScrollWindow`): from `UIState.scroll`
/// on, moved as little as it takes to show the focused control, with a line counting the rows
/// hidden above or below wherever some are. The focused control is always drawn.
public struct LayoutRenderer {
  /// The colours.
  public var theme: Theme
  /// The sentences of the lines counting hidden rows.
  public var strings: StringTable

  /// Creates a renderer.
  public init(theme: Theme, strings: StringTable) {
    self.theme = theme
    self.strings = strings
  }

  /// `text` wrapped to `width` (see `TextWrap`).
  private func wrapped(_ text: String, width: Int, withoutOrphan: Bool) -> [String] {
    withoutOrphan
      ? TextWrap.linesWithoutOrphan(text, width: width) : TextWrap.lines(text, width: width)
  }

  /// Draws `content` into `area` of `buffer`; returns the clickable regions.
  public func draw(
    _ content: ScreenContent, ui: UIState, spinnerFrame: Int, into buffer: inout CellBuffer,
    area: Rect
  ) -> [HitRegion] {
    let surface = content.surface
    buffer.fill(
      x: area.x, y: area.y, width: area.width, height: area.height,
      style: theme.style(.text, on: surface))
    if let bar = content.bar {
      let style = theme.style(.bar, on: surface)
      buffer.fill(x: area.x, y: area.y, width: area.width, height: 1, style: style)
      buffer.put(
        " " + TextWrap.truncate(bar, width: area.width - 2), x: area.x, y: area.y, style: style,
        maxWidth: area.width)
    }
    let inner = Self.inner(of: area, bar: content.bar != nil)
    let rows = self.rows(of: content, width: inner.width, ui: ui, spinnerFrame: spinnerFrame)
    let window = Self.window(over: rows, ui: ui, height: inner.height)
    var y = inner.y
    if content.verticallyCentered, rows.count < inner.height {
      y += (inner.height - rows.count) / 2
    }
    func drawCounting(_ line: String) {
      let text = TextWrap.truncate(line, width: inner.width)
      let x = inner.x + max(0, (inner.width - CharacterWidth.of(text: text)) / 2)
      buffer.put(text, x: x, y: y, style: theme.style(.muted, on: surface), maxWidth: inner.width)
      y += 1
    }
    if let above = window.lineAbove(strings, width: inner.width) { drawCounting(above) }
    var regions: [HitRegion] = []
    for row in rows[window.start..<window.end] {
      let rowWidth = row.reduce(0) { $0 + $1.width }
      var x = row.first?.centered == true ? inner.x + max(0, (inner.width - rowWidth) / 2) : inner.x
      for piece in row {
        let room = inner.x + inner.width - x
        var used = buffer.put(piece.text, x: x, y: y, style: piece.style, maxWidth: room)
        if piece.padTo > used, min(piece.padTo, room) > used {
          let pad = min(piece.padTo, room) - used
          buffer.fill(x: x + used, y: y, width: pad, height: 1, style: piece.style)
          used += pad
        }
        if let control = piece.control {
          regions.append(
            HitRegion(
              rect: Rect(x: x, y: y, width: max(used, 1), height: 1), control: control,
              row: piece.row))
        }
        if piece.cursor, ui.focus == piece.control {
          buffer.cursorPosition = CursorPosition(x: min(x + used, inner.x + inner.width - 1), y: y)
        }
        x += used
      }
      y += 1
    }
    if let below = window.lineBelow(strings, width: inner.width) { drawCounting(below) }
    return regions
  }

  /// How far `content` can scroll in `area`: the first row of the window that ends at its last
  /// row (0 when all rows fit).
  public func scrollLimit(_ content: ScreenContent, ui: UIState, area: Rect) -> Int {
    let inner = Self.inner(of: area, bar: content.bar != nil)
    return ScrollWindow.maximumOffset(
      count: rows(of: content, width: inner.width, ui: ui, spinnerFrame: 0).count,
      rows: inner.height)
  }

  /// The window of `content`'s rows that `draw` shows in `area` for `ui`: from `ui.scroll` on,
  /// moved as little as it takes to show the focused control.
  public func window(_ content: ScreenContent, ui: UIState, area: Rect) -> ScrollWindow {
    let inner = Self.inner(of: area, bar: content.bar != nil)
    return Self.window(
      over: rows(of: content, width: inner.width, ui: ui, spinnerFrame: 0), ui: ui,
      height: inner.height)
  }

  /// Whether the window that starts at `ui.scroll` itself, unmoved, shows the focused control of
  /// `content` in `area` (true when nothing has the focus).
  public func showsFocus(_ content: ScreenContent, ui: UIState, area: Rect) -> Bool {
    let inner = Self.inner(of: area, bar: content.bar != nil)
    let rows = rows(of: content, width: inner.width, ui: ui, spinnerFrame: 0)
    guard let focus = Self.focusRows(in: rows, ui: ui) else { return true }
    return ScrollWindow(count: rows.count, rows: inner.height, offset: ui.scroll).shows(focus)
  }

  /// The window of `rows` in `height` rows for `ui`: from `ui.scroll`, keeping the focused control.
  private static func window(over rows: [[Piece]], ui: UIState, height: Int) -> ScrollWindow {
    let window = ScrollWindow(count: rows.count, rows: height, offset: ui.scroll)
    guard let focus = focusRows(in: rows, ui: ui) else { return window }
    return window.keeping(focus)
  }

  /// The rows the focused control takes: a field's label and box, the row of a button or of PIN
  /// boxes, a list's selected row. Nil when nothing has the focus.
  private static func focusRows(in rows: [[Piece]], ui: UIState) -> Range<Int>? {
    guard let focus = ui.focus else { return nil }
    let selected = ui.selection[focus] ?? 0
    let held = rows.indices.filter { index in
      rows[index].contains { piece in
        piece.labels == focus || (piece.control == focus && (piece.row ?? selected) == selected)
      }
    }
    guard let first = held.first, let last = held.last else { return nil }
    return first..<(last + 1)
  }

  /// Where the elements go inside `area`: two columns in from each side, below the bar if any.
  private static func inner(of area: Rect, bar: Bool) -> Rect {
    let top = area.y + (bar ? 2 : 0)
    return Rect(x: area.x + 2, y: top, width: area.width - 4, height: area.y + area.height - top)
  }

  /// Every row `content` takes at `width`, top to bottom.
  private func rows(of content: ScreenContent, width: Int, ui: UIState, spinnerFrame: Int)
    -> [[Piece]]
  {
    content.elements.flatMap {
      pieces(for: $0, width: width, ui: ui, spinnerFrame: spinnerFrame, surface: content.surface)
    }
  }

  /// A run of text on one row.
  private struct Piece {
    var text: String
    var style: CellStyle
    var centered: Bool
    var control: String? = nil
    var row: Int? = nil
    /// The control this piece names (a field's label), which shows with it.
    var labels: String? = nil
    var cursor = false
    /// Columns the piece takes at least: past its text, spaces in its style.
    var padTo = 0
    var width: Int { max(CharacterWidth.of(text: text), padTo) }
  }

  private func pieces(
    for element: ScreenElement, width: Int, ui: UIState, spinnerFrame: Int, surface: Surface
  ) -> [[Piece]] {
    func style(_ role: StyleRole) -> CellStyle { theme.style(role, on: surface) }
    switch element {
    case .text(let text, let role, let centered):
      return wrapped(text, width: width, withoutOrphan: true).map {
        [Piece(text: $0, style: style(role), centered: centered)]
      }
    case .spacer(let count):
      return Array(repeating: [], count: max(0, count))
    case .field(let id, let label, let masked):
      let focused = ui.focus == id
      let value = ui.fields[id] ?? ""
      // A masked field shows a dot a character, at most as many as fit.
      let shown =
        masked ? String(repeating: "•", count: min(value.count, width + 1)) : value
      let boxWidth = width
      let visibleValue = lastColumns(shown, width: boxWidth - 1)
      let box = [
        Piece(
          text: visibleValue, style: style(focused ? .fieldFocused : .field), centered: false,
          control: id, cursor: true, padTo: boxWidth)
      ]
      guard !label.isEmpty else { return [box] }
      return [
        [
          Piece(
            text: label, style: style(focused ? .emphasis : .muted), centered: false, labels: id)
        ], box,
      ]
    case .pinBoxes(let id, let count, _, _):
      // The boxes are drawn in the accent colour, each with one mark: a dot per typed digit
      // and, while the boxes have the focus, a caret in the box the next digit goes to. The
      // whole row has one style, so a digit changes a few cells that a terminal receives in
      // one run, with no colour change between them.
      let typed = (ui.fields[id] ?? "").count
      let focused = ui.focus == id
      let marks = (0..<count).map { index in
        index < typed ? "●" : (focused && index == typed ? "_" : " ")
      }
      // One box per digit: as many rows as the boxes need, each as full as the others (a
      // 10-digit PIN is two rows of 5 on a phone that fits 9 in a row), never a box left out.
      let fit = max(1, (width + 1) / 4)
      let rowCount = (count + fit - 1) / fit
      let perRow = max(1, (count + max(1, rowCount) - 1) / max(1, rowCount))
      return stride(from: 0, to: marks.count, by: perRow).map { start in
        let boxes = marks[start..<min(start + perRow, marks.count)].map { "[\($0)]" }
        return [
          Piece(
            text: boxes.joined(separator: " "), style: style(.pinBox), centered: true, control: id)
        ]
      }
    case .buttons(let buttons):
      // Buttons share a row while they fit; the rest wrap onto the next rows.
      var rows: [[Piece]] = [[]]
      var used = 0
      for button in buttons {
        let focused = ui.focus == button.id
        let label = "[ " + TextWrap.truncate(button.label, width: max(1, width - 4)) + " ]"
        let piece = Piece(
          text: label, style: style(focused ? .buttonFocused : .button), centered: true,
          control: button.id)
        if used > 0, used + 2 + piece.width > width {
          rows.append([])
          used = 0
        }
        if used > 0 {
          rows[rows.count - 1].append(Piece(text: "  ", style: style(.text), centered: true))
          used += 2
        }
        rows[rows.count - 1].append(piece)
        used += piece.width
      }
      return rows
    case .list(let id, let rows):
      let selected = ui.selection[id] ?? 0
      let focused = ui.focus == id
      return rows.enumerated().map { index, item in
        let isSelected = index == selected && focused
        let badge = item.badge.isEmpty ? "" : item.badge + " "
        let title = TextWrap.truncate(item.title, width: width - 2 - CharacterWidth.of(text: badge))
        let text = (isSelected ? "› " : "  ") + badge + title
        let role: StyleRole = isSelected ? .selection : (item.emphasized ? .emphasis : .text)
        return [
          Piece(
            text: text, style: style(role), centered: false, control: id, row: index, padTo: width)
        ]
      }
    case .spinner(let caption):
      let frames = ["|", "/", "-", "\\"]
      let frame = frames[((spinnerFrame % frames.count) + frames.count) % frames.count]
      return [[Piece(text: frame, style: style(.emphasis), centered: true)], []]
        + wrapped(caption, width: width, withoutOrphan: false).map {
          [Piece(text: $0, style: style(.text), centered: true)]
        }
    case .appIcon(let initials, let name):
      let tile = " " + TextWrap.truncate(initials, width: 4) + " "
      let tileWidth = CharacterWidth.of(text: tile)
      let iconStyle = CellStyle(
        foreground: .rgb(Theme.readable(on: theme.appBrand)), background: .rgb(theme.appBrand),
        bold: true)
      let blank = String(repeating: " ", count: tileWidth)
      return [
        [Piece(text: blank, style: iconStyle, centered: true)],
        [Piece(text: tile, style: iconStyle, centered: true)],
        [Piece(text: blank, style: iconStyle, centered: true)],
        [Piece(text: TextWrap.truncate(name, width: width), style: style(.title), centered: true)],
      ]
    case .details(let lines):
      let labelWidth = min(
        width / 2, (lines.map { CharacterWidth.of(text: $0.label) }.max() ?? 0) + 1)
      return lines.flatMap { line -> [[Piece]] in
        let valueLines = wrapped(
          line.value, width: max(1, width - labelWidth), withoutOrphan: false)
        // A label too long for its column (an SDK property name, say) is never cut: it is
        // followed by its value when both fit the row, else written whole on a row of its own,
        // its value under the values.
        let labelColumns = CharacterWidth.of(text: line.label)
        guard labelColumns < labelWidth else {
          if labelColumns + 1 + CharacterWidth.of(text: line.value) <= width,
            !line.value.contains("\n")
          {
            return [
              [
                Piece(text: line.label + " ", style: style(.muted), centered: false),
                Piece(text: line.value, style: style(.text), centered: false),
              ]
            ]
          }
          let blank = String(repeating: " ", count: labelWidth)
          return TextWrap.lines(line.label, width: max(1, width)).map {
            [Piece(text: $0, style: style(.muted), centered: false)]
          }
            + valueLines.map {
              [
                Piece(text: blank, style: style(.muted), centered: false),
                Piece(text: $0, style: style(.text), centered: false),
              ]
            }
        }
        let label = line.label
        let pad = String(repeating: " ", count: max(0, labelWidth - CharacterWidth.of(text: label)))
        return valueLines.enumerated().map { index, value in
          let head = index == 0 ? label + pad : String(repeating: " ", count: labelWidth)
          return [
            Piece(text: head, style: style(.muted), centered: false),
            Piece(text: value, style: style(.text), centered: false),
          ]
        }
      }
    }
  }

  /// The end of `text` that fits `width` columns, as a field shows it while typing: when the
  /// start does not fit, an ellipsis takes the first column, so a hidden start is seen.
  private func lastColumns(_ text: String, width: Int) -> String {
    // From the end, as far as the width goes: a field's text may be long, what it shows is not.
    var start = text.endIndex
    var used = 0
    while start > text.startIndex {
      let before = text.index(before: start)
      let characterWidth = CharacterWidth.of(text[before])
      if used + characterWidth > width { break }
      used += characterWidth
      start = before
    }
    if start == text.startIndex { return text }
    // Cut: an ellipsis takes the first column.
    while used + 1 > width, start < text.endIndex {
      used -= CharacterWidth.of(text[start])
      start = text.index(after: start)
    }
    return width > 0 ? "…" + text[start...] : String(text[start...])
  }
}
