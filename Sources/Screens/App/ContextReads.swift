/// Notes what a view read while describing its screen (the clock, the front's state), so that
/// content which does not depend on them can be kept until something else changes.
public final class ContextReads {
  /// Whether `ScreenContext.now` was read.
  var clock = false
  /// Whether `ScreenContext.ui` (or a typed field) was read.
  var ui = false

  /// Nothing read yet.
  public init() {}
}
