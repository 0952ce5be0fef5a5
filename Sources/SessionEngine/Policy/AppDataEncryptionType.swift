/// When the app's organization data is encrypted (Graph `appDataEncryptionType`).
public enum AppDataEncryptionType: String, GraphEnum {
  /// As the device's own data protection does.
  case useDeviceSettings
  /// From the first unlock after a restart.
  case afterDeviceRestart
  /// While locked, except files already open.
  case whenDeviceLockedExceptOpenFiles
  /// Whenever the device is locked.
  case whenDeviceLocked
}
