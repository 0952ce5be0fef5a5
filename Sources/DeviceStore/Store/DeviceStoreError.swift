/// Why the simulated device's store could not be opened, read or written.
public struct DeviceStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Kind: Equatable, Sendable {
    /// The file is damaged or is not an SQLite database.
    case corrupt
    /// The file is an SQLite database, but not a mamsim device.
    case notOurs
    /// The file was written by a newer mamsim (its schema version is higher than ours).
    case newerSchema
    /// A folder or file could not be created or read.
    case fileSystem
    /// SQLite refused an operation.
    case database
    /// A secret could not be sealed or opened (a wrong device key, or a changed row).
    case crypto
    /// Another process holds the device folder (`DeviceLock`).
    case inUse
    /// The device folder's files do not make a device: a link or a folder where a file belongs,
    /// a key beside an empty database, sealed values whose key is gone or does not open them.
    /// `mamsim reset` starts a new phone there.
    case damaged
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// A sentence saying what is wrong and where.
  public var problem: String
  /// What the user can do about it (put a file back, run `mamsim reset`), or nil.
  public var remedy: String?

  /// Creates an error.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    problem = message
  }

  /// Creates an error whose remedy is a sentence of its own.
  public init(_ kind: Kind, _ problem: String, remedy: String) {
    self.kind = kind
    self.problem = problem
    self.remedy = remedy
  }

  /// The problem, then the remedy.
  public var message: String { remedy.map { "\(problem). \($0)" } ?? problem }

  /// The sentence.
  public var description: String { message }
}
