#if canImport(Glibc)
  import Glibc
#endif

/// The default device folder of this process.
extension DeviceStore {
  /// `defaultDirectory(environment:)` for this process's `XDG_STATE_HOME` and `HOME`.
  public static func defaultDirectory() -> String {
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return defaultDirectory(environment: environment)
  }

  /// Whether `directory` holds a device database.
  public static func exists(directory: String) -> Bool {
    DeviceFiles.exists(directory + "/" + databaseFileName)
  }
}
