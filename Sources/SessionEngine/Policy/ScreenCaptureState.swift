/// Whether screenshots of organization data are blocked (Graph `screenCaptureConfigurationState`).
public enum ScreenCaptureState: String, GraphEnum {
  /// Not set in the policy (capture allowed).
  case notConfigured
  /// Capture allowed.
  case notBlocked
  /// Capture blocked.
  case blocked
}
