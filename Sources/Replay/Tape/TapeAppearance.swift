/// The colour scheme a tape asks for with `Set Appearance`.
public enum TapeAppearance: String, Equatable, Hashable, Sendable, CaseIterable {
  /// Dark text on a light background (the default).
  case light
  /// Light text on a dark background.
  case dark
}
