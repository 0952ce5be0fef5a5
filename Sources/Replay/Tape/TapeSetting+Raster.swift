/// Reading the settings of pixel recordings (a minimal reader: the tape grammar's own may
/// replace it).
extension TapeSetting {
  /// `Set name value` for FontSize, Padding, Framerate, PlaybackSpeed or LoopOffset when `value`
  /// is valid for it; nil otherwise (the setting is then handled as before).
  static func raster(_ name: String, _ value: String) -> TapeSetting? {
    switch name {
    case "FontSize":
      guard let size = Int(value), (6...200).contains(size) else { return nil }
      return .fontSize(size)
    case "Padding":
      guard let pixels = Int(value), (0...1000).contains(pixels) else { return nil }
      return .padding(pixels)
    case "Framerate":
      guard let rate = Int(value), (1...120).contains(rate) else { return nil }
      return .framerate(rate)
    case "PlaybackSpeed":
      guard let speed = Double(value), speed.isFinite, speed >= 0.01, speed <= 100 else {
        return nil
      }
      return .playbackSpeed(speed)
    case "LoopOffset":
      if value.hasSuffix("%") {
        guard let percent = Double(value.dropLast()), percent.isFinite, (0...100).contains(percent)
        else { return nil }
        return .loopOffset(.percent(percent))
      }
      if let frames = Int(value), (0...1_000_000).contains(frames) {
        return .loopOffset(.frames(frames))
      }
      guard let percent = Double(value), percent.isFinite, (0...100).contains(percent) else {
        return nil
      }
      return .loopOffset(.percent(percent))
    default:
      return nil
    }
  }
}
