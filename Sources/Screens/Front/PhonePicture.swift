/// The phone's screen as `LayoutRenderer` drew it, with what it was drawn from: the cells of the
/// screen's area, where its controls landed and where the cursor was left.
struct PhonePicture: Sendable {
  /// Everything the drawing reads.
  struct Key: Equatable, Sendable {
    /// A few counts of the parts below, compared first so that most other keys are told apart
    /// without comparing their content (equal keys always have equal signatures).
    var signature: Int
    /// The screen's area on the terminal.
    var area: Rect
    /// The spinner's frame, for a screen with a spinner (nil for one without: it is not read).
    var spinnerFrame: Int?
    /// What the screen shows.
    var content: ScreenContent
    /// The focus, fields, selections and scroll.
    var ui: UIState
    /// The colours.
    var theme: Theme

    /// The key of a drawing of `content` with `ui` in `area`, `theme`.
    init(area: Rect, spinnerFrame: Int?, content: ScreenContent, ui: UIState, theme: Theme) {
      self.area = area
      self.spinnerFrame = spinnerFrame
      self.content = content
      self.ui = ui
      self.theme = theme
      // Lengths only: a native string knows its UTF-8 count without reading it.
      var signature = content.elements.count &* 31 &+ (content.bar?.utf8.count ?? -1)
      for case .text(let text, _, _) in content.elements.prefix(3) {
        signature = signature &* 31 &+ text.utf8.count
      }
      signature = signature &* 31 &+ (ui.focus?.utf8.count ?? -1)
      signature = signature &* 31 &+ ui.scroll
      for value in ui.fields.values { signature = signature &+ value.utf8.count &* 7 }
      for value in ui.selection.values { signature = signature &+ value &* 13 }
      self.signature = signature
    }
  }

  /// What it was drawn from.
  var key: Key
  /// The cells of `key.area`, from its top left corner.
  var cells: CellBuffer
  /// Where the controls landed, on the terminal.
  var regions: [HitRegion]
  /// Where the cursor was left, on the terminal (nil for hidden).
  var cursor: CursorPosition?
}
