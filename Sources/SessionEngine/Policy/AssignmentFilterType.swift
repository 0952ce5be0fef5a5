/// How an assignment's filter narrows its group (Graph
/// `deviceAndAppManagementAssignmentFilterType`); mamsim reads it but applies no filter.
public enum AssignmentFilterType: String, GraphEnum {
  /// No filter.
  case none
  /// Only the group's devices that match the filter.
  case include
  /// The group's devices except those that match the filter.
  case exclude
}
