#if canImport(Glibc)
  import Glibc
#endif

/// The default device folder of this process.
extension DeviceStore {
  /// `defaultDirectory(environment:)` for this process's `XDG_STATE_HOME` and `HOME`.
  public static func defaultDirectory() throws(DeviceStoreError) -> String {
    var environment: [String: String] = [:]
    for name in ["XDG_STATE_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return try defaultDirectory(environment: environment)
  }

  /// Refuses `directory` as a device folder when it is a file (or anything but a folder), when a
  /// file stands where a folder above it belongs, or when it cannot be read; a missing folder
  /// passes. `reset` and `inspect` ask first, so that a file is not taken for an empty folder.
  public static func checkFolder(_ directory: String) throws(DeviceStoreError) {
    try DeviceFiles.refuseUnlessFolder(directory)
  }

  /// Whether `directory` holds a device: its database or its key (a key alone is a damaged
  /// device, which `open` refuses and `mamsim reset` erases).
  public static func exists(directory: String) -> Bool {
    DeviceFiles.exists(directory + "/" + databaseFileName)
      || DeviceFiles.exists(directory + "/" + keyFileName)
  }

  /// Removes a symbolic link at the device folder's lock file (`DeviceLock`), never what it
  /// points to, so that a folder refused for it is usable again; returns whether there was one.
  /// Anything else there (a plain file, a folder, nothing) is left as it is.
  public static func removeLinkedLock(directory: String) throws(DeviceStoreError) -> Bool {
    let path = directory + "/" + DeviceLock.fileName
    guard DeviceFiles.isSymbolicLink(path) else { return false }
    try DeviceFiles.remove(path)
    return true
  }

  /// A warning when others can read or change the simulated device, as ssh warns about a
  /// private key open to others: its database or key readable or writable by other users, or
  /// its folder writable by them (they could put files of their own in its place); nil
  /// otherwise. A folder others may only list is fine: the files in it are the owner's alone.
  public static func permissionWarning(directory: String) -> String? {
    // Only a device folder is looked at: `/dev/null` or a file named as one is refused as not
    // a folder, and its modes are none of the device's business.
    var info = stat()
    guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    var problems: [String] = []
    var remedies: [String] = []
    if let mode = DeviceFiles.permissions(directory), mode & 0o022 != 0 {
      problems.append("\(directory) can be written by others (mode \(String(mode, radix: 8)))")
      remedies.append("chmod go-w \(directory)")
    }
    var open: [String] = []
    for path in [directory + "/" + databaseFileName, directory + "/" + keyFileName] {
      // A link is not followed: the device refuses it, and what it points to is not the device's.
      guard !DeviceFiles.isSymbolicLink(path), let mode = DeviceFiles.permissions(path),
        mode & 0o077 != 0
      else { continue }
      problems.append("\(path) is open to others (mode \(String(mode, radix: 8)))")
      open.append(path)
    }
    if !open.isEmpty { remedies.append("chmod go= " + open.joined(separator: " ")) }
    guard !problems.isEmpty else { return nil }
    return
      "warning: the simulated device is open to other users: \(problems.joined(separator: "; "))"
      + ", so they can read or replace its keys and PIN hashes. Run "
      + remedies.joined(separator: " and ") + " to keep it to yourself."
  }

  /// Creates the device folder `directory` (owner-only) when it is missing, so that it can be
  /// claimed (`DeviceLock`) before the device is opened.
  public static func makeDirectory(_ directory: String) throws(DeviceStoreError) {
    try DeviceFiles.makeDirectory(directory)
  }
}
