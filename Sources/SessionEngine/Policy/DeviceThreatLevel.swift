/// The highest device threat level a policy allows (Graph `maximumAllowedDeviceThreatLevel`).
public enum DeviceThreatLevel: String, GraphEnum {
  /// No threat-level check.
  case notConfigured
  /// Only devices with no threat.
  case secured
  /// Low threats are allowed.
  case low
  /// Low and medium threats are allowed.
  case medium
  /// Every threat level is allowed.
  case high
}
