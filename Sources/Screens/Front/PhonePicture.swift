/// The phone's screen as `LayoutRenderer` drew it, with what it was drawn from: the cells of the
/// screen's area, where its controls landed and where the cursor was left.
struct PhonePicture: Sendable {
  /// Everything the drawing reads.
  struct Key: Equatable, Sendable {
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
