import Screens
import TerminalUI

/// What every animated pixel recording (GIF, video) starts from: the font opened at the
/// recording's size, the recording with at least one screen, a cursor over its screens and the
/// painter whose canvas colour comes from the first screen.
struct RasterStart {
  /// The recording, with a blank first screen added when it had none.
  let recording: RasterRecording
  /// Moves through the recording's screens.
  var screens: RasterScreenCursor
  /// Draws cells into pixels.
  let painter: TerminalPainter

  /// The start of a recording of `recording` with `options` and the font in `fonts`, or why
  /// the font cannot be opened.
  static func open(
    _ recording: RasterRecording, options: RasterOptions, fonts: RasterFontFiles
  ) -> Result<RasterStart, RasterFailure> {
    let font: RasterFont
    switch RasterFont.open(files: fonts, pixelSize: options.clampedFontSize) {
    case .failure(let failure): return .failure(failure)
    case .success(let opened): font = opened
    }
    var recording = recording
    if recording.frameCount == 0 {
      recording.frame(CellBuffer(width: recording.width, height: recording.height), at: .zero)
    }
    var screens = RasterScreenCursor(recording)
    let painter = TerminalPainter(
      font: font, padding: options.clampedPadding, first: screens.move(to: 0))
    return .success(RasterStart(recording: recording, screens: screens, painter: painter))
  }
}
