#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A new file for a writer that is not ours (ffmpeg) to fill through its descriptor, made
/// beside the name it is to replace in that name's folder, held open: `finish` renames it over
/// the name relative to the same folder (as `OutputFile` does), so it lands in that folder even
/// if a folder on its path is swapped for a link meanwhile.
///
/// The file is made exclusively and never through a link. Released unfinished, or after
/// `discard`, it is closed and removed.
public final class PendingOutputFile {
  /// The new file, open for writing; closed on exec, so a child gets it only through `dup2`.
  public let descriptor: Int32
  /// The folder the file and its name are in.
  private let folder: OutputFolder
  /// The new file's name in `folder`.
  private let temporary: String
  /// The name it replaces in `folder`.
  private let name: String
  /// Whether the file was renamed into place or removed.
  private var isDone = false

  /// Holds the new file `temporary`, open as `descriptor`, which is to replace `name` in
  /// `folder`.
  private init(descriptor: Int32, folder: OutputFolder, temporary: String, name: String) {
    self.descriptor = descriptor
    self.folder = folder
    self.temporary = temporary
    self.name = name
  }

  /// Removes the file unless it was finished.
  deinit {
    discard()
  }

  /// A new file beside `path`, in its folder (which must exist), or why it cannot be made: what
  /// is at `path` must be a file `OutputFile` may replace (`problem(replacing:)`).
  public static func make(at path: String) -> Result<PendingOutputFile, OutputFile.Failure> {
    let (folderPath, name) = OutputFile.split(path)
    switch OutputFolder.open(folderPath) {
    case .failure(let failure): return .failure(failure)
    case .success(let folder): return make(name, in: folder)
    }
  }

  /// A new file beside `relative` under the folder `base`, its folders opened from `base` with
  /// no symbolic link followed (missing ones made when `creatingFolders`), as
  /// `OutputFile.replace(at:under:with:creatingFolders:)` opens them; or why it cannot be made.
  public static func make(at relative: String, under base: String, creatingFolders: Bool = false)
    -> Result<PendingOutputFile, OutputFile.Failure>
  {
    let (folderPath, name) = OutputFile.split(relative)
    switch OutputFolder.open(folderPath, under: base, creating: creatingFolders) {
    case .failure(let failure): return .failure(failure)
    case .success(let folder): return make(name, in: folder)
    }
  }

  /// A new file beside `name` in the open `folder`.
  private static func make(_ name: String, in folder: OutputFolder)
    -> Result<PendingOutputFile, OutputFile.Failure>
  {
    if let failure = OutputFile.problem(replacing: name, in: folder) { return .failure(failure) }
    switch OutputFile.create(beside: name, in: folder) {
    case .failure(let failure): return .failure(failure)
    case .success(let (temporary, descriptor)):
      return .success(
        PendingOutputFile(descriptor: descriptor, folder: folder, temporary: temporary, name: name))
    }
  }

  /// Closes the file and renames it over its name (a link there is replaced, not followed);
  /// the file is removed when that fails.
  public func finish() -> Result<Void, OutputFile.Failure> {
    guard !isDone else { return .failure(OutputFile.Failure(reason: "it was already written")) }
    isDone = true
    guard close(descriptor) == 0 else {
      let failure = OutputFile.Failure(reason: OutputFile.reason(errno))
      unlinkat(folder.descriptor, temporary, 0)
      return .failure(failure)
    }
    return OutputFile.move(temporary, to: name, in: folder)
  }

  /// Closes and removes the file, unless it was finished or removed already.
  public func discard() {
    guard !isDone else { return }
    isDone = true
    close(descriptor)
    unlinkat(folder.descriptor, temporary, 0)
  }
}
