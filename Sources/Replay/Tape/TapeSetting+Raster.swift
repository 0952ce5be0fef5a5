/// Reading the settings of pixel recordings (a minimal reader: the tape grammar's own may
/// replace it).
extension TapeSetting {
  /// `Set name value` for FontSize, Padding, Framerate, PlaybackSpeed or LoopOffset: the setting,
  /// or why `value` is refused; nil for any other setting name.
  static func raster(_ name: String, _ value: String) -> Result<TapeSetting, RasterFailure>? {
    switch name {
    case "FontSize":
      guard let size = Int(value), (6...200).contains(size) else {
        return .failure(refused(value, "a font size", "a whole number of pixels from 6 to 200"))
      }
      return .success(.fontSize(size))
    case "Padding":
      guard let pixels = Int(value), (0...1000).contains(pixels) else {
        return .failure(refused(value, "a padding", "a whole number of pixels from 0 to 1000"))
      }
      return .success(.padding(pixels))
    case "Framerate":
      guard let rate = Int(value), (1...120).contains(rate) else {
        return .failure(
          refused(value, "a frame rate", "a whole number of frames a second, 1 to 120"))
      }
      return .success(.framerate(rate))
    case "PlaybackSpeed":
      guard let speed = Double(value), speed.isFinite, speed >= 0.01, speed <= 100 else {
        return .failure(refused(value, "a playback speed", "a number from 0.01 to 100, such as 2"))
      }
      return .success(.playbackSpeed(speed))
    case "LoopOffset":
      let isPercent = value.hasSuffix("%")
      if !isPercent, let frames = Int(value), (0...1_000_000).contains(frames) {
        return .success(.loopOffset(.frames(frames)))
      }
      guard let percent = Double(isPercent ? String(value.dropLast()) : value), percent.isFinite,
        (0...100).contains(percent)
      else {
        return .failure(
          refused(value, "a loop offset", "a percentage such as 50% or a number of frames"))
      }
      return .success(.loopOffset(.percent(percent)))
    default:
      return nil
    }
  }

  private static func refused(_ value: String, _ what: String, _ expected: String) -> RasterFailure
  {
    RasterFailure("\(value) is not \(what): write \(expected)")
  }
}
