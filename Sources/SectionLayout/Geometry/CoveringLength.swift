/// The length from `low` to `high`, rounded up where floating-point subtraction would come out short,
/// so that `low + length ≥ high`: a box built from its edges then contains them. (`-64` to `1e-300`
/// subtracts to `64`, and `-64 + 64` ends at `0`, before `1e-300`: a query pruned by such a box would
/// miss what ends at its edge.)
func coveringLength(from low: Double, to high: Double) -> Double {
    var length = high - low
    var steps = 0
    while low + length < high, steps < 64 {
        length = length.nextUp
        steps += 1
    }
    return length
}
