/// Notes whether a view read the clock while describing its screen, so that content which does
/// not depend on time can be kept until something else changes.
final class ClockReads {
  /// Whether `ScreenContext.now` was read.
  var happened = false
}
