// Core library. See README.md for a tour.
