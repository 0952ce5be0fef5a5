/// How large a picture GIF, PNG and video recordings draw: at most 16,384 pixels a side and
/// 64 million pixels, so that a huge `Set Width` with a huge `Set FontSize` is refused with a
/// message instead of exhausting memory.
enum RasterLimits {
  /// The most pixels on a side.
  static let maximumSide = 16_384
  /// The most pixels in all.
  static let maximumPixels = 64 * 1024 * 1024

  /// Why a `width` × `height` picture is refused, or nil when it may be drawn.
  static func sizeProblem(width: Int, height: Int) -> RasterFailure? {
    guard width > maximumSide || height > maximumSide || width * height > maximumPixels else {
      return nil
    }
    // Both limits named: sides within the first may still break the second.
    return RasterFailure(
      "the picture would be \(width) × \(height) pixels, more than mamsim draws (at most "
        + "\(maximumSide) a side and \(maximumPixels) pixels in all): lower Set FontSize or "
        + "Set Padding, or the terminal's size")
  }
}
