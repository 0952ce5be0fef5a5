/// A place organization data may be saved to (Graph `managedAppDataStorageLocation`), as
/// `allowedDataStorageLocations` lists them: v1.0's values and beta's.
public enum DataStorageLocation: String, GraphEnum {
  /// OneDrive for Business.
  case oneDriveForBusiness
  /// SharePoint.
  case sharePoint
  /// Box.
  case box
  /// The device's own storage.
  case localStorage
  /// The device's photo library (beta).
  case photoLibrary
  /// iManage (beta).
  case iManage
  /// Egnyte (beta).
  case egnyte
}
