/// How one check of an integration step came out.
public enum IntegrationStatus: String, Equatable, Sendable {
  /// The file does what the step asks.
  case pass
  /// Something the step asks for is not in the file.
  case missing
  /// Something is there but wrong.
  case wrong
  /// Not a fault: something worth knowing about a choice the file makes (the App Store note).
  case note
}
