/// Where a `Wait` looks: the whole screen (`Wait`, `Wait+Screen`) or the cursor's line (`Wait+Line`).
public enum WaitScope: String, Equatable, Hashable, Sendable {
  /// Every row of the screen.
  case screen = "Screen"
  /// Only the row the cursor is on.
  case line = "Line"
}
