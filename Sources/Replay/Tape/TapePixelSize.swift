/// A `Set Width` or `Set Height` written in VHS's pixels, and the cells it becomes.
///
/// VHS sizes its window in pixels (padding on both sides included) and mamsim its terminal in
/// cells. A number up to `largestCellWidth` (width) or `largestCellHeight` (height) is cells;
/// a larger one can only be pixels, and is converted with the file's `Set FontSize` and
/// `Set Padding` (VHS's defaults, 22 and 60, when it sets none): a cell is taken as 0.6 × the font
/// size wide and 1.2 × the font size high, about what a monospaced font needs.
struct TapePixelSize: Equatable, Sendable {
  /// VHS's font size when a tape sets none, in pixels.
  static let vhsFontSize = 22
  /// VHS's padding when a tape sets none, in pixels.
  static let vhsPadding = 60
  /// The widest terminal written in cells; a larger width is pixels.
  static let largestCellWidth = 300
  /// The tallest terminal written in cells; a larger height is pixels.
  static let largestCellHeight = 100
  /// The largest pixel size read.
  static let largestPixels = 20_000
  /// The most cells a converted size may give (the limit of a size written in cells is lower).
  static let largestConvertedCells = 1000

  /// Whether this is the width (else the height).
  var isWidth: Bool
  /// The size as written, in pixels.
  var pixels: Int
  /// Where the value is written.
  var location: SourceLocation
  /// Where the `Set` command starts.
  var command: SourceLocation

  /// The size in cells with this font size and padding (0 or less when the padding fills it).
  func cells(fontSize: Int, padding: Int) -> Int {
    let inner = pixels - 2 * padding
    let tenthsPerCell = (isWidth ? 6 : 12) * fontSize
    return inner * 10 / tenthsPerCell
  }

  /// The `Set` step the size becomes, with a warning saying how many cells it is, or the error
  /// when it gives no usable size.
  func converted(fontSize: Int, padding: Int) -> Result<(TapeStep, TapeDiagnostic), TapeDiagnostic>
  {
    let name = isWidth ? "Width" : "Height"
    let cells = cells(fontSize: fontSize, padding: padding)
    let metrics = "FontSize \(fontSize) and Padding \(padding)"
    guard cells >= 1 else {
      return .failure(
        TapeDiagnostic(
          location,
          "Set \(name) \(pixels) is read as pixels, and with \(metrics) that leaves no room for "
            + "a single cell",
          hint: .note("mamsim counts cells: write a number of cells, as in Set \(name) 80")))
    }
    guard cells <= Self.largestConvertedCells else {
      return .failure(
        TapeDiagnostic(
          location,
          "Set \(name) \(pixels) is read as pixels, which with \(metrics) is \(cells) cells; a "
            + "terminal may have at most \(Self.largestConvertedCells)"))
    }
    let setting: TapeSetting = isWidth ? .width(cells) : .height(cells)
    let limit = isWidth ? Self.largestCellWidth : Self.largestCellHeight
    let warning = TapeDiagnostic(
      location,
      "Set \(name) \(pixels) is read as pixels, as VHS means it: with \(metrics) that is \(cells) "
        + (isWidth ? "columns" : "rows"),
      hint: .note(advice(name: name, cells: cells, limit: limit)),
      severity: .warning)
    return .success((TapeStep(.set(setting), at: command), warning))
  }

  /// What to write instead of pixels: the cells themselves when a number of cells can say so
  /// (up to `limit`); else a number a cell count can be, since a larger one is read as pixels.
  private func advice(name: String, cells: Int, limit: Int) -> String {
    guard cells > limit else {
      return "mamsim counts cells, and reads numbers up to \(limit) as cells: write "
        + "Set \(name) \(cells) to say so"
    }
    return "mamsim counts cells, and reads numbers up to \(limit) as cells, so \(cells) "
      + (isWidth ? "columns" : "rows") + " can only be had from pixels: keep the pixels, or "
      + "write Set \(name) \(limit) (or fewer) for a size in cells"
  }
}
