/// A rectangle of pixels.
struct PixelRect: Equatable, Sendable {
  /// Left edge.
  var x: Int
  /// Top edge.
  var y: Int
  /// Width.
  var width: Int
  /// Height.
  var height: Int
}
